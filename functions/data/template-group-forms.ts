import { formEntity, type FormRecord } from './entities';
import { encodeCursor, queryRecords } from './store';
import { indexKeyAttributes, tableLayout } from './table-layout';

/** A place in a template group's forms (newest first): the form a read continues after. */
export interface GroupFormPosition {
  createdDate: string;
  id: string;
}

/** One read of a group's forms: the forms in order, and whether the index holds more after them. */
export interface GroupFormsRead {
  forms: FormRecord[];
  more: boolean;
}

const byTemplateGroup = formEntity.definition.indexes?.byTemplateGroup;

/**
 * The ExclusiveStartKey of a read that continues after `position`: the form item's primary key and its key in the
 * group's index, as DynamoDB would answer it as LastEvaluatedKey. A position whose form was deleted since still
 * works: DynamoDB starts after the key, whether or not an item has it.
 */
function startKeyAfter(groupId: string, position: GroupFormPosition): Record<string, string> {
  const record = { id: position.id, createdDate: position.createdDate, templateGroupId: groupId } as FormRecord;
  const primary = formEntity.key(record);
  const indexKey = byTemplateGroup?.key(record);
  if (!byTemplateGroup || !indexKey) throw new Error('Form entity: the byTemplateGroup index is missing.');
  const attributes = indexKeyAttributes(byTemplateGroup.index);
  return {
    [tableLayout.partitionKey]: primary.pk,
    [tableLayout.sortKey]: primary.sk,
    [attributes.partitionKey]: indexKey.pk,
    [attributes.sortKey]: indexKey.sk,
  };
}

/**
 * Up to `limit` forms of a template group, newest first, after `after` (from the newest without it): one Query
 * of the group's index. A page DynamoDB cut at 1 MB comes back shorter than `limit`, with `more` set.
 */
export async function readGroupForms(groupId: string, read: { limit: number; after?: GroupFormPosition }): Promise<GroupFormsRead> {
  if (!byTemplateGroup) throw new Error('Form entity: the byTemplateGroup index is missing.');
  const cursor = read.after ? encodeCursor(startKeyAfter(groupId, read.after)) : undefined;
  const partition = byTemplateGroup.key({ templateGroupId: groupId, createdDate: '', id: '' } as FormRecord)?.pk ?? '';
  const page = await queryRecords(formEntity, {
    index: byTemplateGroup.index,
    pk: partition,
    skBeginsWith: 'FORM#',
    descending: true,
    limit: read.limit,
    ...(cursor ? { cursor } : {}),
  });
  return { forms: page.items, more: page.cursor !== undefined };
}
