import type { HeldOutcomeGroup } from '../outcomes/evaluate';

/**
 * The outcomes of a form as the outcome metrics count them, by outcome group: the risk level of each held outcome
 * of a RISK group (its risk distribution), the held outcomes' ids of other groups. Groups with nothing held are left out.
 */
export function outcomeCountsOf(held: readonly HeldOutcomeGroup[]): Record<string, string[]> {
  const counted: Record<string, string[]> = {};
  for (const group of held) {
    const values = group.outcomes.flatMap((outcome) => (group.type === 'RISK' ? (outcome.riskLevel ? [outcome.riskLevel.id] : []) : [outcome.id]));
    if (values.length > 0) counted[group.id] = [...new Set(values)].sort();
  }
  return counted;
}
