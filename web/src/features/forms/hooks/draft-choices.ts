import type { AnswerLocation } from '@schema/template/answers';
import type { ResponseLike } from '@schema/template/answers-from-responses';
import { responseKey } from './stored-responses';

/** Options chosen in a question but maybe not saved yet, so the page reacts to a choice at once. */
export interface DraftChoice {
  questionId: string;
  location: AnswerLocation | null;
  selectedOptionIds: readonly string[];
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** The drafts with this one noted; the same map when it changes nothing. */
export function withDraft(drafts: ReadonlyMap<string, DraftChoice>, draft: DraftChoice): ReadonlyMap<string, DraftChoice> {
  const key = responseKey(draft.questionId, draft.location);
  const known = drafts.get(key);
  if (known && sameIds(known.selectedOptionIds, draft.selectedOptionIds)) return drafts;
  return new Map(drafts).set(key, draft);
}

/** The stored responses with the drafts laid over them: a draft replaces the response at its place. */
export function overlayDrafts(responses: readonly ResponseLike[], drafts: ReadonlyMap<string, DraftChoice>): ResponseLike[] {
  if (drafts.size === 0) return [...responses];
  const kept = responses.filter((response) => !drafts.has(responseKey(response.questionId, response.location ?? null)));
  return [...kept, ...drafts.values()];
}
