import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { prefillFromLibraryItemInputSchema } from '../../../schema/src/mappers/inputs';
import { prefillsFor } from '../../../schema/src/mappers/mapped-values';
import { findQuestion, questionsOf } from '../../../schema/src/template/questions';
import { findDataMapper } from '../../data/data-mappers-repository';
import { findFormWithResponses } from '../../data/form-answers-repository';
import { findTemplate } from '../../data/templates-repository';
import { elementAccessFor } from '../../forms/answers/element-guard';
import { storeAnswer } from '../../forms/answers/stored-answer';
import { assertCanWriteForm } from '../../forms/form-access';
import { libraryFor } from '../../libraries/library-access';
import type { Caller } from '../../shared/caller';
import { AppError, badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { businessKeyOf, itemNamedBy, libraryOfQuestion } from '../mapped-item';
import { metrics } from '../telemetry';

/**
 * prefillFromLibraryItem: the caller may change the form; the item named by the question's answer (read as the
 * library holds it, which the caller must be able to read) fills the mapped questions that are unanswered and
 * that the caller may change in this status, each as a new answer (a write conditioned on there being none: an
 * answer saved meanwhile is never overwritten).
 */
export async function prefillFromLibraryItem(caller: Caller, args: { input?: unknown }) {
  const { formId, questionId } = parseInput(prefillFromLibraryItemInputSchema, args.input);
  const { form, responses } = await findFormWithResponses(formId, true);
  if (!form) throw notFound('Form', formId);
  await assertCanWriteForm(caller, form);
  const template = await findTemplate(form.templateId);
  if (!template) throw notFound('Template', form.templateId);
  const source = findQuestion(template, questionId);
  if (!source) throw badUserInput(`Question ${questionId} is not part of this form.`);
  const mapper = await findDataMapper(form.templateGroupId);
  const mapperNamesItem = mapper?.itemQuestionId === questionId;
  const libraryId = mapperNamesItem ? mapper.libraryId : libraryOfQuestion(source);
  const nothing = { id: formId, lastSaved: form.lastSaved ?? form.updatedAt, responses: [] };
  if (!libraryId) return nothing;
  await libraryFor(caller, libraryId, 'read', false);
  const topLevel = responses.filter((response) => !response.parentId && !response.rowId);
  const answer = topLevel.find((response) => response.questionId === questionId)?.value;
  const item = await itemNamedBy({ libraryId, value: answer, businessKeyField: businessKeyOf(mapper, questionId) });
  if (!item) return nothing;
  const access = await elementAccessFor(caller, form, template);
  const prefills = prefillsFor({
    sourceQuestionId: questionId,
    rows: mapperNamesItem ? mapper.fields : [],
    questions: questionsOf(template),
    itemValues: item.values,
    answered: new Set(topLevel.map((response) => response.questionId)),
  }).filter((prefill) => access.canUpdate(prefill.questionId));
  const filled: Array<Awaited<ReturnType<typeof storeAnswer>>['result']> = [];
  for (const prefill of prefills) {
    try {
      filled.push((await storeAnswer(caller, { formId, questionId: prefill.questionId, location: {}, value: prefill.value, expectedVersion: 0 })).result);
    } catch (error) {
      // Answered meanwhile (CONFLICT) or too large to fit: that answer stays as it is.
      if (!(error instanceof AppError)) throw error;
    }
  }
  metrics.addMetric('AnswersPrefilled', MetricUnit.Count, filled.length);
  return filled.length === 0 ? nothing : { id: formId, lastSaved: filled.at(-1)!.lastSaved, responses: filled.flatMap((saved) => saved.responses) };
}
