import { workflowEntity, workflowFamilyEntity, type WorkflowFamilyRecord, type WorkflowRecord } from './entities';
import type { Key } from './entity';
import { ConditionFailed, getRecord, putRecord, queryRecords, updateExistingRecord } from './store';
import { StaleEdit } from './template-authoring-repository';

/**
 * The storage of workflows: one item per version (`WORKFLOW#{id}`), listed per template group (gsi2
 * `TGROUP#{groupId}` / `WORKFLOW#{machineId}#{version}`), and one family item per workflow
 * (`WFFAMILY#{machineId}` / `FAMILY`) that hands out version numbers with a conditional write.
 */

const versionKey = (id: string): Key => workflowEntity.key({ id } as WorkflowRecord);
const familyKey = (machineId: string): Key => workflowFamilyEntity.key({ machineId } as WorkflowFamilyRecord);

export const findWorkflow = (id: string, consistent = true) => getRecord(workflowEntity, versionKey(id), consistent);
export const findWorkflowFamily = (machineId: string) => getRecord(workflowFamilyEntity, familyKey(machineId), true);

/** Every version of every workflow of a template group, newest first (one Query of gsi2, paged). */
export async function listWorkflowsOfGroup(templateGroupId: string): Promise<WorkflowRecord[]> {
  const workflows: WorkflowRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(workflowEntity, { index: 'gsi2', pk: `TGROUP#${templateGroupId}`, skBeginsWith: 'WORKFLOW#', cursor });
    workflows.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return workflows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.version - a.version);
}

/** Every version of one workflow, oldest first (one Query of gsi1 per page): what the form runtime reads. */
export async function listWorkflowVersions(machineId: string): Promise<WorkflowRecord[]> {
  const versions: WorkflowRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(workflowEntity, { index: 'gsi1', pk: `WFFAMILY#${machineId}`, skBeginsWith: 'VERSION#', cursor });
    versions.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return versions;
}

/** Stores a new workflow: its family, then its first version (both create-only puts). */
export async function insertWorkflow(family: WorkflowFamilyRecord, first: WorkflowRecord): Promise<void> {
  await putRecord(workflowFamilyEntity, family, { mustNotExist: true });
  await putRecord(workflowEntity, first, { mustNotExist: true });
}

/** Stores a version whose number the family has handed out; false when it exists already (a retry). */
export async function insertWorkflowVersion(version: WorkflowRecord): Promise<boolean> {
  try {
    await putRecord(workflowEntity, version, { mustNotExist: true });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

type VersionChanges = Partial<Omit<WorkflowRecord, 'id' | 'machineId' | 'version' | 'revision' | 'referenceId' | 'createdAt'>>;

/** Changes a draft version if it is still at `expectedRevision` and not read-only (StaleEdit otherwise). */
export async function updateWorkflowVersion(id: string, expectedRevision: number, set: VersionChanges): Promise<WorkflowRecord> {
  try {
    return await updateExistingRecord(workflowEntity, versionKey(id), {
      set: { ...set, revision: expectedRevision + 1 },
      condition: {
        expression: '#c_revision = :c_expected AND #c_readOnly = :c_false',
        names: { '#c_revision': 'revision', '#c_readOnly': 'readOnly' },
        values: { ':c_expected': expectedRevision, ':c_false': false },
      },
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleEdit(`Workflow ${id} changed meanwhile.`);
    throw error;
  }
}

/**
 * Claims the next version number of a family for `nextId` if the family is still at `expected` (one conditional
 * write); false when another author claimed it first.
 */
export async function claimNextVersion(machineId: string, expected: number, nextId: string, now: string): Promise<boolean> {
  try {
    await updateExistingRecord(workflowFamilyEntity, familyKey(machineId), {
      set: { latestVersion: expected + 1, latestVersionId: nextId, updatedAt: now },
      condition: { expression: '#c_latest = :c_expected', names: { '#c_latest': 'latestVersion' }, values: { ':c_expected': expected } },
    });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** Records a family's latest published version (idempotent). */
export async function setLatestPublished(machineId: string, versionId: string, now: string): Promise<void> {
  await updateExistingRecord(workflowFamilyEntity, familyKey(machineId), { set: { latestPublishedVersionId: versionId, updatedAt: now } });
}
