import type { OutcomeGroupRecord } from '../data/entities';

/** An outcome group as the API answers it (OutcomeGroup): each outcome's conditions as AWSJSON text. */
export function outcomeGroupView(group: OutcomeGroupRecord) {
  return {
    id: group.groupId,
    templateId: group.templateId,
    name: group.name,
    type: group.type,
    outcomes: group.outcomes.map((outcome) => ({ ...outcome, conditions: JSON.stringify(outcome.conditions) })),
    riskLevels: group.riskLevels,
    scales: group.scales,
    version: group.version,
    lastUpdated: group.updatedAt,
  };
}
