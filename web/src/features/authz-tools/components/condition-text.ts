import type { ReadTuple } from '../api/read-tuples';

/** A tuple's condition as text: its name and stored context, or a dash. */
export function conditionText(condition: ReadTuple['key']['condition']): string {
  if (!condition) return '—';
  return condition.context ? `${condition.name} ${condition.context}` : condition.name;
}
