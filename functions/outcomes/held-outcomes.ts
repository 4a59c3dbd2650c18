import { evaluateOutcomes, type HeldOutcomeGroup } from '../../schema/src/outcomes/evaluate';
import { answersFromResponses, type ResponseLike } from '../../schema/src/template/answers-from-responses';
import type { ResponseRecord } from '../data/entities';
import { listOutcomeGroups } from '../data/outcomes-repository';

/** What the outcome rules read of a stored answer: its question, location and selected options. */
function responseLike(response: ResponseRecord): ResponseLike {
  return {
    questionId: response.questionId,
    location: response.parentId || response.rowId ? { parentId: response.parentId ?? null, rowId: response.rowId ?? null } : null,
    selectedOptionIds: response.value.kind === 'OptionResponse' ? response.value.selectedOptionIds : null,
  };
}

/** The outcomes that hold for a form's saved answers, from its template version's outcome groups (one Query). */
export async function heldOutcomesOf(templateId: string, responses: readonly ResponseRecord[]): Promise<HeldOutcomeGroup[]> {
  const groups = (await listOutcomeGroups(templateId)).map(({ groupId, name, type, outcomes, riskLevels, scales }) => ({ id: groupId, name, type, outcomes, riskLevels, scales }));
  return evaluateOutcomes(groups, answersFromResponses(responses.map(responseLike)));
}
