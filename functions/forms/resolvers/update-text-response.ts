import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { findQuestion } from '../../../schema/src/template/questions';
import { updateTextResponseInputSchema } from '../../../schema/src/inputs/forms';
import { findForm, saveResponse, StaleResponse } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanWriteForm } from '../form-access';
import { responseView } from '../form-view';
import { metrics } from '../telemetry';

/**
 * Saves one text answer: one read of the form (who may write it), the template from the process cache,
 * and one conditional write of the answer.
 */
export async function updateTextResponse(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(updateTextResponseInputSchema, args.input);
  const form = await findForm(input.formId);
  if (!form) throw notFound('Form', input.formId);
  await assertCanWriteForm(caller, form);
  const template = await findTemplate(form.templateId);
  if (!template) throw notFound('Template', form.templateId);
  const question = findQuestion(template, input.questionId);
  if (!question) throw badUserInput(`Question ${input.questionId} is not part of this form.`);
  if (question.__typename !== 'TextQuestion') {
    throw badUserInput(`Question ${input.questionId} is not a text question.`);
  }
  try {
    const saved = await saveResponse({
      formId: form.id,
      questionId: question.id,
      ...input.location,
      value: { kind: 'TextResponse', text: input.text },
      expectedVersion: input.expectedVersion,
      savedBy: caller.userId,
      now: new Date().toISOString(),
    });
    metrics.addMetric('AnswersSaved', MetricUnit.Count, 1);
    return { id: form.id, lastSaved: saved.lastSaved, responses: [responseView(saved)] };
  } catch (error) {
    if (!(error instanceof StaleResponse)) throw error;
    metrics.addMetric('StaleAnswers', MetricUnit.Count, 1);
    throw conflict('This answer was changed elsewhere. The newer answer is shown.', {
      current: error.current ? responseView(error.current) : null,
    });
  }
}
