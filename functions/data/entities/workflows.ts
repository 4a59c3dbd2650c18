import type { Workflow } from '../../../schema/src/workflow/model';
import { defineEntity } from '../entity';

/**
 * One version of a workflow: its flow and jobs in one item (`WORKFLOW#{id}`), found by id in one GetItem. Every
 * edit is one conditional write under `revision`; a published version is `readOnly` and takes none.
 */
export interface WorkflowRecord extends Workflow {
  /** The id shared by every version of the workflow (the family; a template's workflowMachineId). */
  machineId: string;
  /** Moves on with every edit of this version (the API's expectedRevision). */
  revision: number;
  createdAt: string;
  publishedAt?: string;
}

/** The family of a workflow's versions: which version is the latest (draft or not) and the latest published. */
export interface WorkflowFamilyRecord {
  machineId: string;
  templateGroupId: string;
  latestVersion: number;
  latestVersionId: string;
  latestPublishedVersionId?: string;
  updatedAt: string;
}

const padded = (version: number) => String(version).padStart(6, '0');

export const workflowEntity = defineEntity<WorkflowRecord, 'byFamily' | 'byTemplateGroup'>({
  name: 'Workflow',
  key: (w) => ({ pk: `WORKFLOW#${w.id}`, sk: 'WORKFLOW' }),
  indexes: {
    byFamily: { index: 'gsi1', key: (w) => ({ pk: `WFFAMILY#${w.machineId}`, sk: `VERSION#${padded(w.version)}` }) },
    byTemplateGroup: { index: 'gsi2', key: (w) => ({ pk: `TGROUP#${w.referenceId}`, sk: `WORKFLOW#${w.machineId}#${padded(w.version)}` }) },
  },
});

export const workflowFamilyEntity = defineEntity<WorkflowFamilyRecord>({
  name: 'WorkflowFamily',
  key: (f) => ({ pk: `WFFAMILY#${f.machineId}`, sk: 'FAMILY' }),
});
