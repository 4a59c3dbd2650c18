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

/** A workflow mutation's problem (WorkflowProblem). */
export interface ProblemView {
  code: string;
  message: string;
  nodeId: string | null;
  edgeId: string | null;
}

/** How an allowed workflow operation came out (the status and errorMessage of WorkflowResult and MachineResult). */
export interface OutcomeView {
  status: 'SUCCESS' | 'FAILED';
  errorMessage: string | null;
  problems: ProblemView[];
}

const outcomeFields = 'status errorMessage problems { code message nodeId edgeId }';

/**
 * Runs a workflow mutation (it answers a WorkflowResult): `workflow` is the version only when it succeeded, and
 * `outcome` is the wrapper's status, errorMessage and problems.
 */
export async function editWorkflow(client: ApiClient, mutation: keyof typeof inputTypes, input: Record<string, unknown>) {
  const answer = await client.graphql<Record<string, OutcomeView & { workflow: WorkflowView }>>(
    `mutation Edit($input: ${inputTypes[mutation]}!) { ${mutation}(input: $input) { ${outcomeFields} workflow { ${workflowFields} } } }`,
    { input },
  );
  const result = answer.data?.[mutation];
  return { answer, outcome: result, workflow: result?.status === 'SUCCESS' ? result.workflow : undefined };
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

/** The template as attachWorkflow answers it. */
export interface AttachedTemplateView {
  id: string;
  revision: number;
  workflowMachineId: string | null;
  workflowVersionId: string | null;
}

/** Attaches a workflow version to a template (a MachineResult: `.data.attachWorkflow.template` is the template). */
export async function attachWorkflow(client: ApiClient, input: { templateId: string; workflowId: string; expectedRevision?: number }) {
  return client.graphql<{ attachWorkflow: OutcomeView & { template: AttachedTemplateView } }>(
    `mutation Attach($input: AttachWorkflowInput!) { attachWorkflow(input: $input) { ${outcomeFields} template { id revision workflowMachineId workflowVersionId } } }`,
    { input },
  );
}
