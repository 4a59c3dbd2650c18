import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { evaluateOutcomes } from '../../../schema/src/outcomes/evaluate';
import { answersFromResponses, type ResponseLike } from '../../../schema/src/template/answers-from-responses';
import type { ResponseRecord } from '../../data/entities';
import { findFormWithResponses } from '../../data/forms-repository';
import { listOutcomeGroups } from '../../data/outcomes-repository';
import { assertCanReadForm } from '../../forms/form-access';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';

const argsSchema = z.object({ formId: idSchema });

/** What the outcome rules read of a stored answer: its question, location and selected options. */
function responseLike(response: ResponseRecord): ResponseLike {
  return {
    questionId: response.questionId,
    location: response.parentId || response.rowId ? { parentId: response.parentId ?? null, rowId: response.rowId ?? null } : null,
    selectedOptionIds: response.value.kind === 'OptionResponse' ? response.value.selectedOptionIds : null,
  };
}

/**
 * formOutcomes: the outcomes that hold for a form, from its template version's outcome groups and its answers at
 * the top level of the form. Two Queries (the form with its answers, the version's groups) and one check.
 */
export async function formOutcomes(caller: Caller, args: unknown) {
  const { formId } = parseInput(argsSchema, args);
  const { form, responses } = await findFormWithResponses(formId);
  if (!form) throw notFound('Form', formId);
  await assertCanReadForm(caller, form);
  const groups = (await listOutcomeGroups(form.templateId)).map(({ groupId, name, type, outcomes, riskLevels, scales }) => ({ id: groupId, name, type, outcomes, riskLevels, scales }));
  const held = evaluateOutcomes(groups, answersFromResponses(responses.map(responseLike)));
  return held.map(({ type, ...group }) => ({ ...group, outcomeType: type, source: 'FORM', sourceId: formId }));
}
