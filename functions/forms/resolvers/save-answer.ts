import { answerProblem, locationProblem } from '../../../schema/src/forms/answer-checks';
import { imageKeyProblem } from '../../../schema/src/forms/image-keys';
import { responseKindOf, type ResponseValue } from '../../../schema/src/forms/response-values';
import { answerMutations, type AnswerMutationName } from '../../../schema/src/inputs/responses';
import type { AnswerLocation } from '../../../schema/src/template/answers';
import { findQuestion } from '../../../schema/src/template/questions';
import { findResponse } from '../../data/forms-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertDateRulesHold } from '../answers/date-rule-check';
import { applyDocumentRoles, mayAssignRoles } from '../answers/document-roles';
import { assertCanUpdateElement } from '../answers/element-guard';
import { withReferencedValues } from '../answers/referenced-values';
import { storeAnswer } from '../answers/stored-answer';
import { templateIndexOf, writableForm } from '../answers/writable-form';

/** An image key that was not issued for this question of this form (by createImageUpload). */
function foreignImage(value: ResponseValue, formId: string, questionId: string): string | null {
  if (value.kind !== 'ImageUploadResponse') return null;
  return value.images.map((image) => imageKeyProblem(image.key, formId, questionId)).find((problem) => problem !== null) ?? null;
}

interface AnswerEnvelope {
  formId: string;
  questionId: string;
  location: AnswerLocation;
  expectedVersion: number;
}

/**
 * Saves one answer of the kind the mutation names: one read of the form (who may write it), the template from
 * the process cache, the checks against the question, and one conditional write of the answer.
 */
export async function saveAnswer(caller: Caller, name: AnswerMutationName, args: { input?: unknown }) {
  const mutation = answerMutations[name];
  const input = parseInput(mutation.schema, args.input) as AnswerEnvelope;
  const { form, template } = await writableForm(caller, input.formId);
  const question = findQuestion(template, input.questionId);
  if (!question) throw badUserInput(`Question ${input.questionId} is not part of this form.`);
  await assertCanUpdateElement(caller, form, template, question.id);
  const expected = responseKindOf(question);
  if (expected !== mutation.kind) {
    const fitting = (Object.keys(answerMutations) as AnswerMutationName[]).find((other) => other.startsWith('update') && answerMutations[other].kind === expected);
    throw badUserInput(`Question ${question.id} is answered with ${fitting ?? expected}, not ${name}.`, { expectedKind: expected });
  }
  const misplaced = locationProblem(templateIndexOf(template), question.id, input.location);
  if (misplaced) throw badUserInput(misplaced);
  const value = await withReferencedValues(caller, question, mutation.value(input));
  const problem = answerProblem(question, value, new Date()) ?? foreignImage(value, form.id, question.id);
  if (problem) throw badUserInput(problem);
  assertDateRulesHold(question, value, new Date());
  // Only answers that give document roles read the answer they replace (to take its roles back).
  const { parentId, rowId } = input.location;
  const assigns = mayAssignRoles(question);
  const before = assigns ? await findResponse({ formId: form.id, questionId: question.id, ...(parentId ? { parentId } : {}), ...(rowId ? { rowId } : {}) }) : undefined;
  const saved = await storeAnswer(caller, { formId: form.id, questionId: question.id, location: input.location, value, expectedVersion: input.expectedVersion });
  if (assigns) await applyDocumentRoles(form.id, question, before?.value, value);
  return saved;
}
