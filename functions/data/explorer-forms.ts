import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client';
import { formEntity, type FormRecord, type ResponseRecord } from './entities';
import { responsesOfItem } from './form-answers-repository';
import { rememberFormFacts } from './form-facts';
import { indexKeyAttributes, tableLayout } from './table-layout';

/** A place in a template group's forms index: the form a read continues after. */
export interface ExplorerFormPosition {
  createdDate: string;
  id: string;
}

/** One read of a group's forms with their answers, in index order, and whether the index holds more after them. */
export interface ExplorerFormsRead {
  forms: Array<{ form: FormRecord; responses: ResponseRecord[] }>;
  more: boolean;
}

/** What a read asks for: order, an optional range of creation days (yyyy-MM-dd, inclusive), a limit and a start. */
export interface ExplorerFormsQuery {
  groupId: string;
  descending: boolean;
  from?: string;
  to?: string;
  limit: number;
  after?: ExplorerFormPosition;
}

const byTemplateGroup = formEntity.definition.indexes?.byTemplateGroup;

function indexOrFail() {
  if (!byTemplateGroup) throw new Error('Form entity: the byTemplateGroup index is missing.');
  return byTemplateGroup;
}

function startKeyAfter(groupId: string, position: ExplorerFormPosition) {
  const pattern = indexOrFail();
  const record = { id: position.id, createdDate: position.createdDate, templateGroupId: groupId } as FormRecord;
  const primary = formEntity.key(record);
  const indexKey = pattern.key(record);
  const attributes = indexKeyAttributes(pattern.index);
  return {
    [tableLayout.partitionKey]: primary.pk,
    [tableLayout.sortKey]: primary.sk,
    [attributes.partitionKey]: indexKey?.pk,
    [attributes.sortKey]: indexKey?.sk,
  };
}

/**
 * Up to `limit` forms of a template group with their answers (the index projects the whole item), in creation
 * order either way, within a range of creation days: one Query of the group's forms index, its key condition a
 * BETWEEN on `FORM#{createdDate}` (the day range costs nothing: the index reads only what is inside it). A read
 * DynamoDB cut at 1 MB comes back shorter, with `more` set.
 */
export async function readExplorerForms(query: ExplorerFormsQuery): Promise<ExplorerFormsRead> {
  const pattern = indexOrFail();
  const attributes = indexKeyAttributes(pattern.index);
  const partition = pattern.key({ templateGroupId: query.groupId, createdDate: '', id: '' } as FormRecord)?.pk ?? '';
  // Sort keys are FORM#{ISO time}#{id}: '#' < any digit, '~' > any character of a time or id.
  const low = `FORM#${query.from ?? ''}`;
  const high = `FORM#${query.to ? `${query.to}~` : '~'}`;
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: pattern.index,
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :low AND :high',
      ExpressionAttributeNames: { '#pk': attributes.partitionKey, '#sk': attributes.sortKey },
      ExpressionAttributeValues: { ':pk': partition, ':low': low, ':high': high },
      ScanIndexForward: !query.descending,
      Limit: query.limit,
      ...(query.after ? { ExclusiveStartKey: startKeyAfter(query.groupId, query.after) } : {}),
    }),
  );
  const forms = (result.Items ?? [])
    .filter((item) => item.entity === formEntity.name)
    .map((item) => {
      const form = formEntity.fromItem(item);
      rememberFormFacts(form);
      return { form, responses: responsesOfItem(form.id, item) };
    });
  return { forms, more: result.LastEvaluatedKey !== undefined };
}
