import type { ApiClient } from '../support/local-api';

// Given/when steps of workflow authoring: each is one operation an author performs.

export interface WorkflowView {
  id: string;
  machineId: string;
  name: string;
  referenceId: string;
  version: number;
  revision: number;
  readOnly: boolean;
  flow: string;
  jobs: Array<{ id: string; name: string; cronExpression: string; event: string; workflowStateId: string; createdDate: string }>;
}

export const workflowFields = 'id machineId name referenceId version revision readOnly flow jobs { id name cronExpression event workflowStateId createdDate }';

const inputTypes = {
  createWorkflow: 'CreateWorkflowInput',
  updateWorkflow: 'UpdateWorkflowInput',
  publishWorkflow: 'PublishWorkflowInput',
  startWorkflowDraft: 'StartWorkflowDraftInput',
} as const;

/** Runs a workflow mutation that answers a Workflow. */
export async function editWorkflow(client: ApiClient, mutation: keyof typeof inputTypes, input: Record<string, unknown>) {
  const answer = await client.graphql<Record<string, WorkflowView>>(
    `mutation Edit($input: ${inputTypes[mutation]}!) { ${mutation}(input: $input) { ${workflowFields} } }`,
    { input },
  );
  return { answer, workflow: answer.data?.[mutation] };
}

export async function workflowsOfGroup(client: ApiClient, templateGroupId: string) {
  return client.graphql<{ workflowsByTemplateGroup: WorkflowView[] }>(
    `query List($templateGroupId: ID!) { workflowsByTemplateGroup(templateGroupId: $templateGroupId) { ${workflowFields} } }`,
    { templateGroupId },
  );
}

export async function workflowById(client: ApiClient, id: string) {
  return client.graphql<{ workflow: WorkflowView | null }>(`query One($id: ID!) { workflow(id: $id) { ${workflowFields} } }`, { id });
}

export async function validateWorkflow(client: ApiClient, id: string) {
  return client.graphql<{ validateWorkflow: Array<{ code: string; message: string; nodeId: string | null; edgeId: string | null }> }>(
    'query Validate($id: ID!) { validateWorkflow(id: $id) { code message nodeId edgeId } }',
    { id },
  );
}

export async function describeCron(client: ApiClient, cronExpression: string) {
  return client.graphql<{ smartCronExpression: { cronExpression: string; description: string; isValid: boolean; nextRuns: string[] } }>(
    'query Cron($cronExpression: String!) { smartCronExpression(cronExpression: $cronExpression) { cronExpression description isValid nextRuns } }',
    { cronExpression },
  );
}

export async function attachWorkflow(client: ApiClient, input: { templateId: string; workflowId: string; expectedRevision?: number }) {
  return client.graphql<{ attachWorkflow: { id: string; revision: number; workflowMachineId: string | null; workflowVersionId: string | null } }>(
    'mutation Attach($input: AttachWorkflowInput!) { attachWorkflow(input: $input) { id revision workflowMachineId workflowVersionId } }',
    { input },
  );
}
