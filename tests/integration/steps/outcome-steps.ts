import type { ApiClient } from '../support/local-api';

// Given/when steps of outcome authoring: each is one operation an author performs.

export interface OutcomeView {
  id: string;
  type: string;
  value: number | null;
  riskLevel: string | null;
  text: string | null;
  conditions: string;
}

export interface OutcomeGroupView {
  id: string;
  templateId: string;
  name: string;
  type: string;
  version: number;
  outcomes: OutcomeView[];
  riskLevels: Array<{ id: string; level: string; color: string }>;
  scales: Array<{ level: string; color: string; lowerBound: number; upperBound: number }>;
}

export const outcomeGroupFields = `id templateId name type version
  outcomes { id type value riskLevel text conditions }
  riskLevels { id level color }
  scales { level color lowerBound upperBound }`;

/** The GraphQL input type of each outcome mutation. */
const inputTypes: Record<string, string> = {
  addOutcomeGroup: 'AddOutcomeGroupInput',
  updateOutcomeGroup: 'UpdateOutcomeGroupInput',
  addOutcome: 'AddOutcomeInput',
  updateOutcome: 'UpdateOutcomeInput',
  removeOutcome: 'RemoveOutcomeInput',
};

/** Runs an outcome mutation that answers an OutcomeGroup. */
export async function editOutcomes(client: ApiClient, mutation: keyof typeof inputTypes, input: Record<string, unknown>) {
  const answer = await client.graphql<Record<string, OutcomeGroupView>>(
    `mutation Edit($input: ${inputTypes[mutation]}!) { ${mutation}(input: $input) { ${outcomeGroupFields} } }`,
    { input },
  );
  return { answer, group: answer.data?.[mutation] };
}

export async function removeOutcomeGroup(client: ApiClient, input: { templateId: string; groupId: string; expectedVersion?: number }) {
  return client.graphql<{ removeOutcomeGroup: { templateId: string; groupId: string } }>(
    'mutation Remove($input: RemoveOutcomeGroupInput!) { removeOutcomeGroup(input: $input) { templateId groupId } }',
    { input },
  );
}

export async function outcomeGroupsOf(client: ApiClient, templateId: string) {
  return client.graphql<{ outcomeGroupsByTemplate: OutcomeGroupView[] }>(
    `query Outcomes($templateId: ID!) { outcomeGroupsByTemplate(templateId: $templateId) { ${outcomeGroupFields} } }`,
    { templateId },
  );
}

/** A question condition, as the AWSJSON conditions list carries it. */
export const onOption = (questionId: string, optionId: string) => ({ type: 'question', questionId, optionId });
