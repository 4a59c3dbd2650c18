import { libraryFieldText } from '@schema/search/library-filters';
import type { FormResponse } from '../../hooks/form-answers';

/**
 * A search question's answer: the chosen item, or none (cleared). Wrapped so that a cleared answer still carries
 * its version (a bare null would read as "no answer yet").
 */
export interface SearchChoice<X> {
  item: X | null;
}

/** No choice yet. */
export const noChoice = { item: null } as const;

/** Reads the chosen item of a response of one kind; null for a response of another kind. */
export function choiceReader<K extends FormResponse['__typename'], X>(
  typename: K,
  pick: (response: Extract<FormResponse, { __typename: K }>) => X | null | undefined,
): (response: FormResponse) => SearchChoice<X> | null {
  return (response) => (response.__typename === typename ? { item: pick(response as Extract<FormResponse, { __typename: K }>) ?? null } : null);
}

/** Whether two choices name the same item (by key). */
export const sameChoice =
  <X,>(keyOf: (item: X) => string) =>
  (a: SearchChoice<X>, b: SearchChoice<X>): boolean =>
    (a.item ? keyOf(a.item) : null) === (b.item ? keyOf(b.item) : null);

/** The value of one field of a chosen item, as text: a library item's JSON fields, else the item's own property. */
export function fieldOfAnswer(response: FormResponse | null, field: string): string | null {
  if (!response) return null;
  const chosen = Object.entries(response).find(([name, value]) => name.startsWith('selected') && value && typeof value === 'object')?.[1] as
    | Record<string, unknown>
    | undefined;
  if (!chosen) return null;
  const fromFields = typeof chosen.fields === 'string' ? libraryFieldText(chosen.fields, field) : null;
  if (fromFields !== null) return fromFields;
  const own = chosen[field];
  return typeof own === 'string' || typeof own === 'number' ? String(own) : null;
}
