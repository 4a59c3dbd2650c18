import { savePublicAnswerInputSchema, type SavePublicAnswerInput } from '../../../schema/src/inputs/guests';
import type { AnswerMutationName } from '../../../schema/src/inputs/responses';
import { saveAnswer } from '../../forms/resolvers/save-answer';
import { parseInput } from '../../shared/validate';
import type { Guest } from '../guest-caller';
import { ownGuestForm } from '../public-access';

/** The staff answer mutation a guest's answer goes through, and its input. */
function staffMutationOf(input: SavePublicAnswerInput): { name: AnswerMutationName; value: Record<string, unknown> } {
  if (typeof input.text === 'string') return { name: 'updateTextResponse', value: { text: input.text } };
  if (input.selectedOptionIds) return { name: 'updateOptionResponse', value: { selectedOptionIds: input.selectedOptionIds } };
  return { name: 'updateToggleResponse', value: { defaultValue: input.toggle === true } };
}

/**
 * savePublicAnswer: one answer of the guest's own form, checked on the form item first (its owner is this guest),
 * then saved exactly as a staff answer is (the question's kind, its options, the form's status and the
 * conditional write on the answer's version: CONFLICT when another tab saved since).
 */
export async function savePublicAnswer(guest: Guest, args: { input?: unknown }) {
  const input = parseInput(savePublicAnswerInputSchema, args.input);
  await ownGuestForm(guest, input.formId);
  const { name, value } = staffMutationOf(input);
  const saved = await saveAnswer(
    guest.caller,
    name,
    { input: { formId: input.formId, questionId: input.questionId, expectedVersion: input.expectedVersion, ...value } },
    // The guest's answer is its version: the form's subject is not asked for.
    { clock: Date.now, subjectSelected: false },
  );
  return { formId: input.formId, questionId: input.questionId, version: saved.responses[0]?.version ?? 0 };
}
