import { outcomeGroupEntity, outcomeGroupPrefix, templateEntity, type OutcomeGroupRecord, type TemplateHeaderRecord } from './entities';
import type { Key } from './entity';
import { deleteItem } from './item-operations';
import { batchGetItems, ConditionFailed, deleteKeys, insertRecord, itemOf, putItems, queryRecords, updateExistingRecord, versionIs } from './store';
import { StaleEdit } from './template-authoring-repository';

/**
 * The storage of outcome groups: one item per group in its template version's partition
 * (`TEMPLATE#{templateId}` / `OUTCOMEGROUP#{groupId}`). Every edit is one conditional write of one group under
 * its `version`; copying a version's groups (new draft, copy) is idempotent batch puts.
 */

export const outcomeGroupKey = (templateId: string, groupId: string): Key => outcomeGroupEntity.key({ templateId, groupId } as OutcomeGroupRecord);
const headerKey = (templateId: string) => templateEntity.key({ id: templateId } as TemplateHeaderRecord);

/** A version's outcome groups, oldest first (ties by id): one Query of its partition's OUTCOMEGROUP# keys. */
export async function listOutcomeGroups(templateId: string, consistent = false): Promise<OutcomeGroupRecord[]> {
  const groups: OutcomeGroupRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(outcomeGroupEntity, { pk: headerKey(templateId).pk, skBeginsWith: outcomeGroupPrefix, consistent, cursor });
    groups.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return groups.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.groupId.localeCompare(b.groupId));
}

/** The header of a version and one of its outcome groups, in one strongly consistent BatchGetItem. */
export async function findHeaderAndOutcomeGroup(templateId: string, groupId: string) {
  const items = await batchGetItems([headerKey(templateId), outcomeGroupKey(templateId, groupId)], true);
  const header = items.find((item) => item.entity === templateEntity.name);
  const group = items.find((item) => item.entity === outcomeGroupEntity.name);
  return {
    header: header ? templateEntity.fromItem(header) : undefined,
    group: group ? outcomeGroupEntity.fromItem(group) : undefined,
  };
}

/** Adds a group; false when the version has a group with its id already. */
export async function insertOutcomeGroup(group: OutcomeGroupRecord): Promise<boolean> {
  return insertRecord(outcomeGroupEntity, group);
}

/** Sets a group's attributes if it is still at `expectedVersion`, moving its version on (StaleEdit otherwise). */
export async function updateOutcomeGroup(
  templateId: string,
  groupId: string,
  expectedVersion: number,
  set: Partial<Omit<OutcomeGroupRecord, 'templateId' | 'groupId' | 'version' | 'createdAt'>>,
): Promise<OutcomeGroupRecord> {
  try {
    return await updateExistingRecord(outcomeGroupEntity, outcomeGroupKey(templateId, groupId), {
      set: { ...set, version: expectedVersion + 1 },
      condition: versionIs(expectedVersion),
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleEdit(`Outcome group ${groupId} changed meanwhile.`);
    throw error;
  }
}

/** Removes a group (if still at `expectedVersion`, when given); StaleEdit when it is gone or moved on. */
export async function deleteOutcomeGroup(templateId: string, groupId: string, expectedVersion?: number): Promise<void> {
  try {
    await deleteItem(outcomeGroupKey(templateId, groupId), {
      mustExist: true,
      ...(expectedVersion !== undefined ? { condition: versionIs(expectedVersion) } : {}),
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleEdit(`Outcome group ${groupId} changed meanwhile.`);
    throw error;
  }
}

/** Copies a version's outcome groups into another version (new draft, copy): batch puts, safe to retry. */
export async function copyOutcomeGroups(fromTemplateId: string, toTemplateId: string, now: string): Promise<OutcomeGroupRecord[]> {
  const copies = (await listOutcomeGroups(fromTemplateId, true)).map((group) => ({ ...group, templateId: toTemplateId, updatedAt: now }));
  await putItems(copies.map((group) => itemOf(outcomeGroupEntity, group)));
  return copies;
}

/** Removes every outcome group of a version (a removed version or a draft copy that lost its race). */
export async function deleteOutcomeGroups(templateId: string): Promise<void> {
  const groups = await listOutcomeGroups(templateId, true);
  await deleteKeys(groups.map((group) => outcomeGroupEntity.key(group)));
}
