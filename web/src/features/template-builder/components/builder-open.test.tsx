import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOperationAST } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubformTemplatesByProgramDocument } from '../api/subform-templates.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { builderSideQueries, builderTemplate, giveElementsHeight, loadedTemplate, openedTemplate, subform, summaryPage } from './panels/builder-fixtures';
import { TemplateBuilderPage } from './template-builder-page';

/** A mock that records its operation's name in `sent` each time the screen sends it. */
function recorded(mock: MockLink.MockedResponse, sent: string[]): MockLink.MockedResponse {
  const name = getOperationAST(mock.request.query)?.name?.value ?? 'anonymous';
  const { result } = mock;
  return {
    ...mock,
    result: (variables) => {
      sent.push(name);
      return typeof result === 'function' ? result(variables) : result!;
    },
  };
}

// A subform filled in by the template's role, and a summary page showing outcome group g-risk ("Hood risk").
const template = builderTemplate(
  [{ ...subform('sf-1', 'Training record', 'tpl-training'), roleId: 'role-inspector' }],
  [summaryPage('sp-1', 'Results', [{ __typename: 'TemplateOutcome', id: 'to-1', version: 1, outcomeGroupId: 'g-risk' }])],
);

describe('Opening the builder', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = giveElementsHeight();
  });
  afterAll(() => restoreLayout());

  it('sends 2 requests: the template with its roles and outcome groups, then its versions', async () => {
    // Prepare
    const sent: string[] = [];
    const subformTemplates: MockLink.MockedResponse = {
      request: { query: SubformTemplatesByProgramDocument, variables: { programId: 'p-safety' } },
      result: { data: { subformTemplatesByProgram: [] } },
    };
    // The template alone is answered too, so a request for it would be counted rather than fail the screen.
    const mocks = [openedTemplate(template), ...builderSideQueries(), loadedTemplate(template)].map((mock) => recorded(mock, sent));

    // Act
    renderScreen(<TemplateBuilderPage templateId="t-1" pathOf={(id) => `/t/${id}`} programPathOf={(id) => `/p/${id}`} renderPreview={() => <p>Preview of the form</p>} />, {
      pattern: '/studio/campus/:campusId/template/:templateId',
      path: '/studio/campus/north/template/t-1',
      session: await signedInSession(),
      mocks: [...mocks, subformTemplates],
    });
    const outline = await screen.findByRole('tree', { name: 'Outline' });
    await screen.findByText('Version 1 (open)');

    // Assess
    expect(sent).toEqual(['BuilderOpen', 'TemplateVersions']);
    // The outcome group's name and the template's roles came with the opening.
    expect(within(outline).getByRole('treeitem', { name: /Hood risk/ })).toBeInTheDocument();
    await userEvent.setup().click(within(outline).getByRole('treeitem', { name: /Training record/ }));
    expect(await screen.findByRole('combobox', { name: 'Role' })).toHaveTextContent('Inspector');
    expect(sent).toEqual(['BuilderOpen', 'TemplateVersions']);
  });
});
