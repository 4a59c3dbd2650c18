import type { WorkflowRecord } from '../data/entities';

/** A workflow version as the API answers it (Workflow): its flow as AWSJSON text. */
export function workflowView(workflow: WorkflowRecord) {
  return {
    id: workflow.id,
    machineId: workflow.machineId,
    name: workflow.name,
    description: workflow.description ?? null,
    referenceId: workflow.referenceId,
    version: workflow.version,
    revision: workflow.revision,
    machineType: workflow.machineType,
    readOnly: workflow.readOnly,
    lastUpdatedDate: workflow.lastUpdatedDate,
    flow: JSON.stringify(workflow.flow),
    jobs: workflow.jobs.map((job) => ({ ...job, description: job.description ?? null })),
  };
}
