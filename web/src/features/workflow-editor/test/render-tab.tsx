import type { MockLink } from '@apollo/client/testing';
import userEvent from '@testing-library/user-event';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { WorkflowTabPage } from '../components/workflow-tab-page';

/** Renders template t-1's workflow tab at its studio address over the given mocked network; answers a user. */
export async function renderWorkflowTab(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<WorkflowTabPage templateId="t-1" />, {
    pattern: '/studio/campus/:campusId/template/:templateId/workflow',
    path: '/studio/campus/01/template/t-1/workflow',
    session: await signedInSession(),
    mocks,
  });
  return userEvent.setup();
}
