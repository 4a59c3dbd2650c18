import type { AnswerLocation } from '@schema/template/answers';
import type { ResponseLike } from '@schema/template/answers-from-responses';

/** The key of a question's answer at a location; missing and empty ids mean the top level. */
export function responseKey(questionId: string, location: AnswerLocation | null | undefined): string {
  return `${questionId}\u0000${location?.parentId ?? ''}\u0000${location?.rowId ?? ''}`;
}

/**
 * A form's stored responses by question and location. Taking a new list keeps the objects of the responses
 * whose content did not change, so a component holding one re-renders only when its own answer changed.
 */
export class StoredResponses<R extends ResponseLike> {
  private source: readonly R[] | null = null;
  private list: readonly R[] = [];
  private byKey = new Map<string, R>();

  constructor(responses: readonly R[]) {
    this.replace(responses);
  }

  /** Every response, in the server's order. */
  all(): readonly R[] {
    return this.list;
  }

  get(key: string): R | null {
    return this.byKey.get(key) ?? null;
  }

  /** Takes the server's latest list; answers whether any response changed. */
  replace(responses: readonly R[]): boolean {
    if (responses === this.source) return false;
    this.source = responses;
    const next = new Map<string, R>();
    let changed = responses.length !== this.byKey.size;
    const kept = responses.map((response) => {
      const key = responseKey(response.questionId, response.location);
      const before = this.byKey.get(key);
      // The form query rebuilds every response after a save: compare content, keep the object when it is the same.
      const same = before !== undefined && (before === response || JSON.stringify(before) === JSON.stringify(response));
      if (!same) changed = true;
      const value = same ? before : response;
      if (!next.has(key)) next.set(key, value);
      return value;
    });
    this.list = kept;
    this.byKey = next;
    return changed;
  }
}
