import {
  templateEntity,
  templateGroupEntity,
  templateNodeEntity,
  type TemplateGroupRecord,
  type TemplateHeaderRecord,
  type TemplateNodeRecord,
} from './entities';
import type { Key } from './entity';
import { deleteItem } from './item-operations';
import { batchGetItems, ConditionFailed, deleteKeys, insertRecord, putRecord, updateExistingRecord, versionIs } from './store';

/**
 * The single-item writes of template authoring. Every edit of a draft is one conditional write of one item:
 * a node (page or element) under its `version`, or the header under its `revision`. Multi-item steps
 * (a new version's items, a removed container's descendants) are idempotent batches.
 */

const headerKey = (templateId: string) => templateEntity.key({ id: templateId } as TemplateHeaderRecord);
export const nodeKey = (templateId: string, nodeId: string) =>
  templateNodeEntity.key({ templateId, nodeId } as TemplateNodeRecord);

/** A write lost to a concurrent one: the item's version (or revision) is not the one the edit was based on. */
export class StaleEdit extends Error {
  override readonly name = 'StaleEdit';
}

/** The header and one node of a version, in one strongly consistent BatchGetItem. */
export async function findHeaderAndNode(templateId: string, nodeId: string) {
  const items = await batchGetItems([headerKey(templateId), nodeKey(templateId, nodeId)], true);
  const header = items.find((item) => item.entity === templateEntity.name);
  const node = items.find((item) => item.entity === templateNodeEntity.name);
  return {
    header: header ? templateEntity.fromItem(header) : undefined,
    node: node ? templateNodeEntity.fromItem(node) : undefined,
  };
}

/** Adds a node; false when a node with its id exists in the version already. */
export async function insertNode(node: TemplateNodeRecord): Promise<boolean> {
  return insertRecord(templateNodeEntity, node);
}

/** Rewrites a node's fields if it is still at `expectedVersion`, moving its version on (StaleEdit otherwise). */
export async function updateNodeFields(
  node: Pick<TemplateNodeRecord, 'templateId' | 'nodeId'>,
  expectedVersion: number,
  fields: Record<string, unknown>,
  now: string,
): Promise<TemplateNodeRecord> {
  try {
    return await updateExistingRecord(templateNodeEntity, nodeKey(node.templateId, node.nodeId), {
      set: { fields, version: expectedVersion + 1, updatedAt: now },
      condition: versionIs(expectedVersion),
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleEdit(`Element ${node.nodeId} changed meanwhile.`);
    throw error;
  }
}

/** Moves a node under another parent and/or to another position: one write, its content and version untouched. */
export async function moveNode(templateId: string, nodeId: string, parentId: string, position: string, now: string) {
  return updateExistingRecord(templateNodeEntity, nodeKey(templateId, nodeId), { set: { parentId, position, updatedAt: now } });
}

/** Removes a node (if still at `expectedVersion`, when given), then its descendants' items. */
export async function removeNodes(templateId: string, nodeId: string, descendantIds: string[], expectedVersion?: number) {
  try {
    await deleteItem(nodeKey(templateId, nodeId), {
      mustExist: true,
      ...(expectedVersion !== undefined ? { condition: versionIs(expectedVersion) } : {}),
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleEdit(`Element ${nodeId} changed meanwhile.`);
    throw error;
  }
  await deleteKeys(descendantIds.map((id) => nodeKey(templateId, id)));
}

const draftAtRevision = (revision: number) => ({
  expression: '#c_revision = :c_revision AND #c_status = :c_draft AND attribute_not_exists(#c_sealed)',
  names: { '#c_revision': 'revision', '#c_status': 'status', '#c_sealed': 'sealedAt' },
  values: { ':c_revision': revision, ':c_draft': 'DRAFT' },
});

/** Changes a draft's settings if it is still at `expectedRevision` (StaleEdit otherwise). */
export async function updateHeader(templateId: string, expectedRevision: number, set: Record<string, unknown>) {
  try {
    return await updateExistingRecord(templateEntity, headerKey(templateId), {
      set: { ...set, revision: expectedRevision + 1 },
      condition: draftAtRevision(expectedRevision),
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleEdit(`Template ${templateId} changed meanwhile.`);
    throw error;
  }
}

/** Seals a draft at `revision` for publishing (edits are refused meanwhile); StaleEdit when it moved on. */
export async function sealDraft(templateId: string, revision: number, now: string) {
  try {
    return await updateExistingRecord(templateEntity, headerKey(templateId), { set: { sealedAt: now }, condition: draftAtRevision(revision) });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleEdit(`Template ${templateId} changed meanwhile.`);
    throw error;
  }
}

/** Lifts a seal this publish set (tolerant: a seal already gone is fine). */
export async function unsealDraft(templateId: string, sealedAt: string) {
  try {
    await updateExistingRecord(templateEntity, headerKey(templateId), {
      remove: ['sealedAt'],
      condition: { expression: '#c_sealed = :c_sealed', names: { '#c_sealed': 'sealedAt' }, values: { ':c_sealed': sealedAt } },
    });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}

/** Changes a version's header unconditionally but for its existence (publish's last steps). */
export function setHeader(templateId: string, set: Record<string, unknown>, remove: string[] = []) {
  return updateExistingRecord(templateEntity, headerKey(templateId), { set, remove });
}

/**
 * Writes a group whole (its index keys follow its name) only if `guard` still holds of the stored one: the
 * attribute named has the value given (or is missing, for undefined). False when another write won.
 */
export async function saveGroupIf(group: TemplateGroupRecord, guard: { attribute: keyof TemplateGroupRecord; value: unknown }) {
  const condition =
    guard.value === undefined
      ? { expression: 'attribute_not_exists(#c_guard)', names: { '#c_guard': guard.attribute } }
      : { expression: '#c_guard = :c_guard', names: { '#c_guard': guard.attribute }, values: { ':c_guard': guard.value } };
  // Every attribute and index key of the record, but never the creation stamp or test tag: the group may be
  // one a test did not create.
  const { pk: _pk, sk: _sk, entity: _entity, ...attributes } = templateGroupEntity.toItem(group);
  try {
    await updateExistingRecord(templateGroupEntity, templateGroupEntity.key(group), { set: attributes, condition });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** Creates a group (false when the id is taken). */
export async function insertGroup(group: TemplateGroupRecord): Promise<boolean> {
  try {
    await putRecord(templateGroupEntity, group, { mustNotExist: true });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** Removes the group item. */
export async function deleteGroup(groupId: string) {
  await deleteKeys([templateGroupEntity.key({ groupId } as TemplateGroupRecord)]);
}

/** Removes every item of the given keys (a version's partition). */
export const deleteItems = (keys: Key[]) => deleteKeys(keys);

/** The keys of a version's items, for removal. */
export const versionKeys = (templateId: string, nodeIds: string[]): Key[] => [
  headerKey(templateId),
  ...nodeIds.map((nodeId) => nodeKey(templateId, nodeId)),
];
