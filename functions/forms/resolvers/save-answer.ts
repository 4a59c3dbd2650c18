import { answerProblem, locationProblem } from '../../../schema/src/forms/answer-checks';
import { imageKeyProblem } from '../../../schema/src/forms/image-keys';
import { subjectChange } from '../../../schema/src/forms/subject';
import { responseKindOf, type ResponseValue } from '../../../schema/src/forms/response-values';
import { answerMutations, type AnswerMutationName } from '../../../schema/src/inputs/responses';
import type { AnswerLocation } from '../../../schema/src/template/answers';
import type { Question } from '../../../schema/src/template/model';
import { findQuestion } from '../../../schema/src/template/questions';
import type { TemplateRecord } from '../../data/entities';
import { GuardNotMet, type WriteAnswers } from '../../data/forms-repository';
import type { Caller } from '../../shared/caller';
import { AppError, badUserInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertDateRulesHold } from '../answers/date-rule-check';
import { applyDocumentRoles, mayAssignRoles } from '../answers/document-roles';
import { applyProgramRoles, mayGrantProgramRoles } from '../answers/program-roles';
import { assertCanUpdateElement } from '../answers/element-guard';
import { ownerFastPath, ownerGuardFor } from '../answers/owner-fast-path';
import type { Clock } from '../answers/owner-grants';
import { withReferencedValues } from '../answers/referenced-values';
import { storeAnswer } from '../answers/stored-answer';
import { templateIndexOf, writableForm } from '../answers/writable-form';

/** An image or file key that was not issued for this question of this form (by createImageUpload or createFileUpload). */
function foreignImage(value: ResponseValue, formId: string, questionId: string): string | null {
  const keys = value.kind === 'ImageUploadResponse' ? value.images : value.kind === 'FileUploadResponse' ? value.files : [];
  return keys.map((upload) => imageKeyProblem(upload.key, formId, questionId)).find((problem) => problem !== null) ?? null;
}

interface AnswerEnvelope {
  formId: string;
  questionId: string;
  location: AnswerLocation;
  expectedVersion: number;
}

/**
 * What a save needs from its callers: the clock of the owner-grant cache, and whether the caller selected the
 * form's subject in the result (absent: as if it did). An answer that does not name the subject then leaves the
 * write asking for nothing back, the cheaper write (docs/performance.md).
 */
export interface SaveAnswerDeps {
  clock: Clock;
  subjectSelected?: boolean;
}

/** What the answer's write must answer: the replaced value for answers that give roles, the subject if selected. */
function wantsOf(question: Question, deps: SaveAnswerDeps): WriteAnswers {
  return { previous: mayAssignRoles(question) || mayGrantProgramRoles(question), subject: deps.subjectSelected ?? true };
}

/** The question the answer is for. */
function questionOf(template: TemplateRecord, input: AnswerEnvelope): Question {
  const question = findQuestion(template, input.questionId);
  if (!question) throw badUserInput(`Question ${input.questionId} is not part of this form.`);
  return question;
}

/** Refuses an answer of another kind than the question takes, or at a location where it cannot sit. */
function assertAnswerFits(template: TemplateRecord, name: AnswerMutationName, input: AnswerEnvelope, question: Question): void {
  const expected = responseKindOf(question);
  if (expected !== answerMutations[name].kind) {
    const fitting = (Object.keys(answerMutations) as AnswerMutationName[]).find((other) => other.startsWith('update') && answerMutations[other].kind === expected);
    throw badUserInput(`Question ${question.id} is answered with ${fitting ?? expected}, not ${name}.`, { expectedKind: expected });
  }
  const misplaced = locationProblem(templateIndexOf(template), question.id, input.location);
  if (misplaced) throw badUserInput(misplaced);
}

/** The value to store: what the platform holds for references, checked against the question and its date rules. */
async function checkedValue(caller: Caller, name: AnswerMutationName, input: AnswerEnvelope, question: Question): Promise<ResponseValue> {
  const value = await withReferencedValues(caller, question, answerMutations[name].value(input));
  const problem = answerProblem(question, value, new Date()) ?? foreignImage(value, input.formId, question.id);
  if (problem) throw badUserInput(problem);
  assertDateRulesHold(question, value, new Date());
  return value;
}

/** The write of one answer, with the form's subject when the answer names it (or clears it). */
function writeOf(template: TemplateRecord, input: AnswerEnvelope, question: Question, value: ResponseValue) {
  const change = subjectChange(template, question.id, input.location, value);
  return {
    formId: input.formId,
    questionId: question.id,
    location: input.location,
    value,
    expectedVersion: input.expectedVersion,
    ...(change.kind === 'unchanged' ? {} : { subject: change.kind === 'set' ? change.subject : null }),
  };
}

/**
 * The owner's save in one conditional write, when the caches know the form and the question needs no other
 * check: the saved result, or undefined when the full path must answer (the condition failed, or the input is
 * refused: the full path then answers with today's precedence, FORBIDDEN before BAD_USER_INPUT).
 */
async function saveAsOwner(caller: Caller, name: AnswerMutationName, input: AnswerEnvelope, deps: SaveAnswerDeps) {
  const fast = await ownerFastPath(caller, input.formId, deps.clock);
  if (!fast) return undefined;
  try {
    const question = questionOf(fast.template, input);
    const guard = ownerGuardFor(fast, question);
    if (!guard) return undefined;
    assertAnswerFits(fast.template, name, input, question);
    const value = await checkedValue(caller, name, input, question);
    return (await storeAnswer(caller, writeOf(fast.template, input, question, value), guard, wantsOf(question, deps))).result;
  } catch (error) {
    if (error instanceof GuardNotMet || error instanceof AppError) return undefined;
    throw error;
  }
}

/**
 * Saves one answer of the kind the mutation names. The owner's save, warm, is ONE conditional write that carries
 * the authorization in its condition (owner-fast-path.ts); when that does not apply, the full path runs: one
 * read of the form, the check through the engine, the template from the process cache, the checks against the
 * question, and one conditional write of the answer.
 */
export async function saveAnswer(caller: Caller, name: AnswerMutationName, args: { input?: unknown }, deps: SaveAnswerDeps) {
  const input = parseInput(answerMutations[name].schema, args.input) as AnswerEnvelope;
  const saved = await saveAsOwner(caller, name, input, deps);
  if (saved) return saved;
  const { form, template } = await writableForm(caller, input.formId);
  const question = questionOf(template, input);
  await assertCanUpdateElement(caller, form, template, question.id);
  assertAnswerFits(template, name, input, question);
  const value = await checkedValue(caller, name, input, question);
  const { result, previous } = await storeAnswer(caller, writeOf(template, input, question, value), undefined, wantsOf(question, deps));
  // Answers that give document roles take back the roles of the answer they replaced (read by the write itself).
  if (mayAssignRoles(question)) await applyDocumentRoles(form.id, question, previous, value);
  // Top-level answers only: a person chosen in a repeated row is one of many, and a row's answers are not tracked.
  if (mayGrantProgramRoles(question) && !input.location.parentId) await applyProgramRoles(form.id, template, question, previous, value);
  return result;
}
