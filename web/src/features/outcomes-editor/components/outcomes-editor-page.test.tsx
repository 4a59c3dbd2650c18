import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OutcomesEditorAddOutcomeGroupDocument } from '../api/add-outcome-group.generated';
import { OutcomesEditorAddOutcomeDocument } from '../api/add-outcome.generated';
import { OutcomesEditorUpdateOutcomeGroupDocument } from '../api/update-outcome-group.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { outcomesConflictMessage } from '../hooks/use-outcome-saves';
import { groupsMock, highLevel, outcomeGroup, outcomesTemplateMock, riskOutcome } from './outcomes-fixtures';
import { outcomesDraftHint, OutcomesEditorPage } from './outcomes-editor-page';
import { appSyncError } from '@/test/appsync-error';

async function renderOutcomes(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<OutcomesEditorPage templateId="t-1" />, {
    pattern: '/studio/campus/:campusId/template/:templateId/outcomes',
    path: '/studio/campus/01/template/t-1/outcomes',
    session: await signedInSession(),
    mocks,
  });
  await screen.findByRole('heading', { level: 1, name: 'Outcomes' });
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('OutcomesEditorPage', () => {
  it('adds an outcome group and saves its risk levels at the group\'s version', async () => {
    // Prepare
    const add = vi.fn(() => ({ data: { addOutcomeGroup: outcomeGroup() } }));
    const update = vi.fn(() => ({ data: { updateOutcomeGroup: outcomeGroup({ version: 2, riskLevels: [highLevel] }) } }));
    const user = await renderOutcomes(
      outcomesTemplateMock(),
      groupsMock([]),
      { request: { query: OutcomesEditorAddOutcomeGroupDocument, variables: () => true }, result: add },
      { request: { query: OutcomesEditorUpdateOutcomeGroupDocument, variables: () => true }, result: update },
    );

    // Act
    await user.type(screen.getByRole('textbox', { name: 'New group name' }), 'Hood risk');
    await user.click(screen.getByRole('button', { name: 'Add outcome group' }));
    const group = await screen.findByRole('region', { name: 'Hood risk' });
    await user.click(within(group).getByRole('button', { name: 'Add risk level' }));
    await user.type(within(group).getByRole('textbox', { name: 'Risk level 1' }), 'High');
    await choose(user, 'Colour of risk level 1', 'Red');
    await user.click(within(group).getByRole('button', { name: 'Save risk levels' }));

    // Assess
    expect(add).toHaveBeenCalledWith({ input: { templateId: 't-1', group: { name: 'Hood risk', type: 'RISK' } } });
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({ input: { templateId: 't-1', groupId: 'g-1', expectedVersion: 1, riskLevels: [{ level: 'High', color: '#B71C1C' }] } }),
    );
    expect(await within(group).findByRole('textbox', { name: 'Risk level 1' })).toHaveValue('High');
  });

  it('adds a risk outcome with a question condition to a group', async () => {
    // Prepare
    const conditions = [{ type: 'question', questionId: 'q-sash', optionId: 'high' }];
    const add = vi.fn(() => ({ data: { addOutcome: outcomeGroup({ version: 3, riskLevels: [highLevel], outcomes: [riskOutcome({ conditions: JSON.stringify(conditions) })] }) } }));
    const user = await renderOutcomes(
      outcomesTemplateMock(),
      groupsMock([outcomeGroup({ version: 2, riskLevels: [highLevel] })]),
      { request: { query: OutcomesEditorAddOutcomeDocument, variables: () => true }, result: add },
    );

    // Act
    await user.click(await screen.findByRole('button', { name: 'Add outcome to Hood risk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add outcome to Hood risk' });
    await user.click(within(dialog).getByRole('button', { name: 'Add question condition' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Condition 1' })).getByRole('combobox', { name: 'Option' }));
    await user.click(await screen.findByRole('option', { name: 'Above the mark' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save outcome' }));

    // Assess
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({
        input: {
          templateId: 't-1',
          groupId: 'g-1',
          expectedVersion: 2,
          outcome: { type: 'RISK', riskLevel: 'risk-high', conditions: JSON.stringify(conditions), targetId: null, targetType: null },
        },
      }),
    );
    const outcomes = await screen.findByRole('list', { name: 'Outcomes of Hood risk' });
    expect(await within(outcomes).findByText('Risk: High')).toBeInTheDocument();
    expect(within(outcomes).getByText('When Sash height is Above the mark')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reloads the groups with a message when another author changed the group first', async () => {
    // Prepare
    const reads = vi.fn().mockReturnValueOnce({ data: { outcomeGroupsByTemplate: [outcomeGroup()] } }).mockReturnValue({ data: { outcomeGroupsByTemplate: [outcomeGroup({ version: 2, name: 'Sash risk' })] } });
    const conflict = { request: { query: OutcomesEditorUpdateOutcomeGroupDocument, variables: () => true }, result: { errors: [appSyncError('Changed', 'CONFLICT')] } };
    const user = await renderOutcomes(outcomesTemplateMock(), groupsMock(reads), conflict, groupsMock(reads));

    // Act
    await user.click(await screen.findByRole('button', { name: 'Rename Hood risk' }));
    await user.clear(screen.getByRole('textbox', { name: 'Group name' }));
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), 'Fume risk');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    // Assess
    expect(await screen.findByText(outcomesConflictMessage)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sash risk' })).toBeInTheDocument();
  });

  it('shows a published version read-only', async () => {
    // Act
    await renderOutcomes(outcomesTemplateMock('PUBLISHED'), groupsMock([outcomeGroup({ riskLevels: [highLevel], outcomes: [riskOutcome()] })]));

    // Assess
    expect(await screen.findByText(outcomesDraftHint)).toBeInTheDocument();
    expect(await screen.findByText('Risk: High')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add outcome group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit outcome/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Risk level 1' })).toBeDisabled();
  });
});
