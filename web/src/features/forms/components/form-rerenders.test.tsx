import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateOptionResponseDocument } from '../api/update-option-response.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { flagsMock, formMock, question, response, savedForm } from '../test/form-fixtures';
import { FormPage } from './form-page';

// Counts the renders of every text question by id, rendering the real field.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('./text-question-field', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./text-question-field')>();
  return {
    TextQuestionField: (props: Parameters<typeof actual.TextQuestionField>[0]) => {
      renders.set(props.question.id, (renders.get(props.question.id) ?? 0) + 1);
      return actual.TextQuestionField(props);
    },
  };
});

const gate = question('OptionQuestion', 'q-gate', 'Hazards present?', {
  isMultiSelect: false,
  isDropdown: false,
  options: [
    { __typename: 'Option', id: 'o-yes', label: 'Yes' },
    { __typename: 'Option', id: 'o-no', label: 'No' },
  ],
});
const whenYes = { __typename: 'DependsOn', logic: 'AND', conditions: [{ __typename: 'DependsOnCondition', questionId: 'q-gate', optionId: 'o-yes' }] };
const dependents = ['q-dep-1', 'q-dep-2'].map((id, at) => question('TextQuestion', id, `Hazard detail ${at + 1}`, { input: 'short', dependsOn: whenYes }));
const others = ['q-other-1', 'q-other-2', 'q-other-3', 'q-other-4'].map((id, at) => question('TextQuestion', id, `Other question ${at + 1}`, { input: 'short' }));

function optionSave(selected: string, version: number) {
  return {
    request: { query: UpdateOptionResponseDocument, variables: { input: { formId: 'f1', location: null, questionId: 'q-gate', expectedVersion: version - 1, selectedOptionIds: [selected] } } },
    result: { data: { updateOptionResponse: savedForm('SavedForm', [response('OptionResponse', 'q-gate', version, { selectedOptionIds: [selected] })]) } },
  };
}

describe('FormPage rendering', () => {
  it('re-renders only the questions a choice shows or hides, not the others', async () => {
    // Prepare
    await renderScreen(<FormPage formId="f1" />, {
      pattern: '/form/:formId',
      path: '/form/f1',
      session: await signedInSession(),
      mocks: [flagsMock, formMock([gate, ...dependents, ...others], []), optionSave('o-yes', 1), optionSave('o-no', 2)] as never,
    });
    await screen.findByRole('textbox', { name: 'Other question 4' });
    const user = userEvent.setup();
    const before = new Map(renders);

    // Act
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await screen.findByRole('textbox', { name: 'Hazard detail 2' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Hazard detail 1' })).not.toBeInTheDocument());
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    // Assess
    for (const other of others) expect(renders.get(other.id), other.id).toBe(before.get(other.id));
    for (const dependent of dependents) expect(renders.get(dependent.id) ?? 0, dependent.id).toBeGreaterThan(0);
  });
});
