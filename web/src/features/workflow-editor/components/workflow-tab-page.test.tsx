import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CreateWorkflowDocument } from '../api/create-workflow.generated';
import { PublishWorkflowDocument } from '../api/publish-workflow.generated';
import { UpdateWorkflowDocument } from '../api/update-workflow.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { mockReactFlow } from '../test/mock-react-flow';
import { templateLoaded, workflowsLoaded, workflowSucceeded, workflowVersion } from '../test/tab-fixtures';
import { WorkflowTabPage } from './workflow-tab-page';
import { appSyncError } from '@/test/appsync-error';

beforeAll(() => mockReactFlow());

async function renderTab(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<WorkflowTabPage templateId="t-1" />, {
    pattern: '/studio/campus/:campusId/template/:templateId/workflow',
    path: '/studio/campus/01/template/t-1/workflow',
    session: await signedInSession(),
    mocks,
  });
  return userEvent.setup();
}

describe('WorkflowTabPage', { timeout: 30_000 }, () => {
  it('offers Create Workflow when the template group has none, then shows the new workflow', async () => {
    // Prepare
    const create = vi.fn(() => ({ data: { createWorkflow: workflowSucceeded() } }));
    const createMock: MockLink.MockedResponse = { request: { query: CreateWorkflowDocument, variables: () => true }, result: create };
    const user = await renderTab(templateLoaded, workflowsLoaded([]), createMock, workflowsLoaded([workflowVersion()]));

    // Act
    expect(await screen.findByText('This template has no workflow yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));

    // Assess
    await waitFor(() => expect(create).toHaveBeenCalledWith({ input: { templateGroupId: 'g-1', name: 'Lab safety workflow' } }));
    const transitions = await screen.findByRole('list', { name: 'Transitions' });
    expect(within(transitions).getByText('Draft —Submit→ Submitted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('saves edits together after a pause at the edit counter, and reloads with a message on CONFLICT', async () => {
    // Prepare
    const save = vi.fn(() => ({ errors: [appSyncError('The workflow was changed by someone else.', 'CONFLICT')] }));
    const saveMock: MockLink.MockedResponse = { request: { query: UpdateWorkflowDocument, variables: () => true }, result: save };
    const theirs = workflowVersion({ revision: 4, flow: JSON.stringify({ nodes: [], edges: [] }) });
    const user = await renderTab(templateLoaded, workflowsLoaded([workflowVersion()]), saveMock, workflowsLoaded([theirs]));

    // Act
    await user.click(await screen.findByRole('button', { name: 'Edit state Submitted' }));
    await user.type(screen.getByRole('textbox', { name: 'Label' }), ' for review');

    // Assess
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const input = (save.mock.calls[0] as unknown as [{ input: { id: string; expectedRevision: number; flow: string } }])[0].input;
    expect(input).toMatchObject({ id: 'wf-1', expectedRevision: 3 });
    expect(JSON.parse(input.flow).nodes[1].data.label).toBe('Submitted for review');
    expect(await screen.findByText(/changed elsewhere, so it has been reloaded/)).toBeInTheDocument();
    expect(await screen.findByText('Steps (0)')).toBeInTheDocument();
  });

  it('shows the errorMessage and the problems of a publish that FAILED, and keeps the version a draft', async () => {
    // Prepare
    const problem = { __typename: 'WorkflowProblem', code: 'UNREACHABLE_STATE', message: 'State Approved cannot be reached.', nodeId: 'approved', edgeId: null };
    const failed = {
      __typename: 'WorkflowResult',
      status: 'FAILED',
      errorMessage: 'Workflow Lab safety workflow cannot be published: State Approved cannot be reached.',
      problems: [problem],
      workflow: workflowVersion(),
    };
    const publishMock: MockLink.MockedResponse = { request: { query: PublishWorkflowDocument, variables: { input: { id: 'wf-1' } } }, result: { data: { publishWorkflow: failed } } };
    const user = await renderTab(templateLoaded, workflowsLoaded([workflowVersion()]), publishMock, workflowsLoaded([workflowVersion()]));

    // Act
    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    // Assess
    expect(await screen.findByText('Workflow Lab safety workflow cannot be published: State Approved cannot be reached.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Workflow problems' })).getByText('State Approved cannot be reached.')).toBeInTheDocument();
    expect(screen.queryByText('Workflow published.')).not.toBeInTheDocument();
  });
});
