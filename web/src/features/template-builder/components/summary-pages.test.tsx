import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { AddElementDocument } from '../api/add-element.generated';
import { RemoveElementDocument } from '../api/remove-element.generated';
import { UpdateQuestionSummaryDocument } from '../api/update-question-summary.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { builderSideQueries, builderTemplate, giveElementsHeight, loadedTemplate, openedTemplate, summaryPage, textQuestion } from './panels/builder-fixtures';
import { TemplateBuilderPage } from './template-builder-page';

const summaryTemplate = () =>
  builderTemplate([textQuestion('q-room', 'Room')], [summaryPage('sp-1', 'Results', [{ __typename: 'TemplateOutcome', id: 'to-1', version: 1, outcomeGroupId: 'g-risk' }])]);
/** The template fetched again after an edit. */
const withSummary = () => loadedTemplate(summaryTemplate());

async function renderBuilder(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<TemplateBuilderPage templateId="t-1" pathOf={(id) => `/t/${id}`} programPathOf={(id) => `/p/${id}`} renderPreview={() => <p>Preview of the form</p>} />, {
    pattern: '/studio/campus/:campusId/template/:templateId',
    path: '/studio/campus/north/template/t-1',
    session: await signedInSession(),
    mocks: [openedTemplate(summaryTemplate()), ...builderSideQueries(), ...mocks],
  });
  await screen.findByRole('tree', { name: 'Outline' });
  return userEvent.setup();
}

describe('Summary pages in the builder', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = giveElementsHeight();
  });
  afterAll(() => restoreLayout());

  it('lists the summary page with its template outcome named by its outcome group', async () => {
    // Act
    await renderBuilder();

    // Assess
    expect(screen.getByRole('treeitem', { name: /Results/ })).toBeInTheDocument();
    expect(await screen.findByRole('treeitem', { name: /Outcome: Hood risk/ })).toBeInTheDocument();
  });

  it('adds an outcome group to the selected summary page after picking the group', async () => {
    // Prepare
    const add = vi.fn(() => ({ data: { addElement: { __typename: 'ElementEdit', id: 'to-2', kind: 'TemplateOutcome', version: 1, parentId: 'sp-1' } } }));
    const addMock: MockLink.MockedResponse = { request: { query: AddElementDocument, variables: (variables) => variables.input.parentId === 'sp-1' }, result: add };
    const user = await renderBuilder(addMock, withSummary());
    await user.click(screen.getByRole('treeitem', { name: /Results/ }));

    // Act
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('menuitem', { name: 'Date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Outcome group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an outcome group' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Outcome group' }));
    await user.click(await screen.findByRole('option', { name: 'Hood risk' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add outcome group' }));

    // Assess
    await waitFor(() => expect(add).toHaveBeenCalled());
    const input = (add.mock.calls[0] as unknown as [{ input: { afterId: string; element: string } }])[0].input;
    expect(input.afterId).toBe('to-1');
    expect(JSON.parse(input.element)).toEqual({ __typename: 'TemplateOutcome', outcomeGroupId: 'g-risk' });
  });

  it('removes the selected template outcome', async () => {
    // Prepare
    const remove = vi.fn(() => ({ data: { removeElement: { __typename: 'ElementRemoval', templateId: 't-1', removedIds: ['to-1'] } } }));
    const removeMock: MockLink.MockedResponse = { request: { query: RemoveElementDocument, variables: { input: { templateId: 't-1', elementId: 'to-1', expectedVersion: 1 } } }, result: remove };
    const user = await renderBuilder(removeMock, withSummary());
    await user.click(await screen.findByRole('treeitem', { name: /Outcome: Hood risk/ }));

    // Act
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    // Assess
    await waitFor(() => expect(remove).toHaveBeenCalled());
  });

  it('points a question summary at another question with updateQuestionSummary', async () => {
    // Prepare
    const questions = [textQuestion('q-room', 'Room'), textQuestion('q-hood', 'Hood')];
    const summaryOf = (questionId: string, version: number) => [summaryPage('sp-1', 'Results', [{ __typename: 'QuestionSummary', id: 'qs-1', version, questionId, questionGroupId: null }])];
    const update = vi.fn(() => ({ data: { updateQuestionSummary: { __typename: 'ElementEdit', id: 'qs-1', kind: 'QuestionSummary', version: 2, element: '{}' } } }));
    renderScreen(<TemplateBuilderPage templateId="t-1" pathOf={(id) => `/t/${id}`} programPathOf={(id) => `/p/${id}`} renderPreview={() => <p>Preview of the form</p>} />, {
      pattern: '/studio/campus/:campusId/template/:templateId',
      path: '/studio/campus/north/template/t-1',
      session: await signedInSession(),
      mocks: [
        openedTemplate(builderTemplate(questions, summaryOf('q-room', 1))),
        ...builderSideQueries(),
        { request: { query: UpdateQuestionSummaryDocument, variables: () => true }, result: update },
        loadedTemplate(builderTemplate(questions, summaryOf('q-hood', 2))),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('treeitem', { name: /Summary: Room/ }));

    // Act
    await user.click(screen.getByRole('combobox', { name: 'Question' }));
    await user.click(await screen.findByRole('option', { name: 'Hood' }));

    // Assess
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect((update.mock.calls[0] as unknown as [{ input: Record<string, unknown> }])[0].input).toEqual({
      templateId: 't-1',
      elementId: 'qs-1',
      expectedVersion: 1,
      changes: JSON.stringify({ questionId: 'q-hood', questionGroupId: null }),
    });
    expect(await screen.findByRole('treeitem', { name: /Summary: Hood/ })).toBeInTheDocument();
  });
});
