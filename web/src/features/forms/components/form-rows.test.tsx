import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddTableRowDocument } from '../api/add-table-row.generated';
import { RemoveTableRowDocument } from '../api/remove-table-row.generated';
import { UpdateToggleResponseDocument } from '../api/update-toggle-response.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formMock, question, response, savedForm } from '../test/form-fixtures';
import { FormPage } from './form-page';

const rooms = {
  __typename: 'RepeatableSection',
  id: 'rs-rooms',
  name: 'Storage room',
  description: null,
  required: false,
  dependsOn: null,
  children: [question('ToggleQuestion', 'q-locked', 'Locked', { defaultValue: false })],
};
const chemicals = question('TableQuestion', 't-chem', 'Chemicals', {
  questions: [question('TextQuestion', 'c-name', 'Chemical name', { input: 'short' })],
});

type RowInput = { input: { formId: string; questionId: string; location: unknown; rowId: string } };

async function renderForm(mocks: unknown[]) {
  return renderScreen(<FormPage formId="f1" />, { pattern: '/form/:formId', path: '/form/f1', session: await signedInSession(), mocks: mocks as never });
}

describe('FormPage rows', () => {
  it('adds an instance to an empty repeatable section and answers its questions at the instance', async () => {
    // Prepare
    const added: string[] = [];
    const addInstance = {
      request: { query: AddTableRowDocument, variables: ({ input }: RowInput) => input.questionId === 'rs-rooms' && input.location === null && added.push(input.rowId) > 0 },
      result: ({ input }: RowInput) => ({ data: { addTableRow: savedForm('SavedForm', [response('TableResponse', 'rs-rooms', 1, { rowIds: [input.rowId] })]) } }),
    };
    const lock = {
      request: {
        query: UpdateToggleResponseDocument,
        variables: ({ input }: { input: { questionId: string; defaultValue: boolean; location: { parentId: string; rowId: string } } }) =>
          input.questionId === 'q-locked' && input.defaultValue && input.location.parentId === 'rs-rooms' && input.location.rowId === added[0],
      },
      result: () => ({
        data: { updateToggleResponse: savedForm('SavedForm', [response('ToggleResponse', 'q-locked', 1, { defaultValue: true }, { parentId: 'rs-rooms', rowId: added[0] ?? '' })]) },
      }),
    };
    await renderForm([flagsMock, formMock([rooms], []), addInstance, lock]);
    const user = userEvent.setup();
    expect(screen.queryByRole('switch', { name: 'Locked' })).not.toBeInTheDocument();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Add Storage room' }));
    const instance = await screen.findByRole('region', { name: 'Storage room 1' });
    await user.click(await within(instance).findByRole('switch', { name: 'Locked' }));

    // Assess
    expect(await within(instance).findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another Storage room' })).toBeInTheDocument();
  });

  it('removes a table row only after it is confirmed', async () => {
    // Prepare
    const stored = [response('TableResponse', 't-chem', 1, { rowIds: ['r1'] }), response('TextResponse', 'c-name', 1, { text: 'Acetone' }, { parentId: 't-chem', rowId: 'r1' })];
    const removeRow = {
      request: { query: RemoveTableRowDocument, variables: { input: { formId: 'f1', questionId: 't-chem', location: null, rowId: 'r1' } } },
      result: { data: { removeTableRow: savedForm('SavedForm', [response('TableResponse', 't-chem', 2, { rowIds: [] })]) } },
    };
    await renderForm([flagsMock, formMock([chemicals], stored), removeRow]);
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'Chemical name, row 1' })).toHaveValue('Acetone');

    // Act
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove row 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('textbox', { name: 'Chemical name, row 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove row 1?' })).getByRole('button', { name: 'Remove' }));

    // Assess
    expect(await screen.findByText('No rows yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Chemical name, row 1' })).not.toBeInTheDocument();
  });
});
