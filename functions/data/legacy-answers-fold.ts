import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client';
import { answerKey, answersAttribute, formEntity, legacyResponseEntity, type ResponseRecord, type StoredAnswer } from './entities';
import type { DynamoItem } from './entity';
import { scanItems } from './item-operations';
import { ConditionFailed, deleteKeys, guardCondition } from './store';
import { tableLayout } from './table-layout';

/**
 * Moves data written before answers lived on the form item into the new layout: each answer item
 * (`FORM#{id}` / `RESPONSE#…`) becomes an entry of its form's `answers` map and is deleted, and every form item
 * without the map gets an empty one (a save sets one entry of it, which needs the map to exist). Idempotent and
 * safe to stop half way: an entry is written only where none is (a newer save wins), and an answer item is
 * deleted only after its entry is stored. The local stack runs it on start over a kept data folder.
 */

export interface FoldResult {
  forms: number;
  answers: number;
  /** Answers left as items: their form is gone, or would pass the 400 KB item limit with them. */
  skipped: number;
}

const formKey = (formId: string) => ({ [tableLayout.partitionKey]: `FORM#${formId}`, [tableLayout.sortKey]: 'FORM' });

const legacyFilter = {
  expression: '#e = :response OR (#e = :form AND attribute_not_exists(#answers))',
  names: { '#e': 'entity', '#answers': answersAttribute },
  values: { ':response': legacyResponseEntity.name, ':form': formEntity.name },
};

async function legacyItems(): Promise<DynamoItem[]> {
  const items: DynamoItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await scanItems({ filter: legacyFilter, consistent: true, cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

type FormItemUpdate = Pick<UpdateCommandInput, 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>;

/** One conditional update of a form item: 'stored', 'refused' (the condition) or 'too-large' (past 400 KB). */
async function updateFormItem(formId: string, update: FormItemUpdate): Promise<'stored' | 'refused' | 'too-large'> {
  try {
    await guardCondition(() => dynamo().send(new UpdateCommand({ TableName: tableName(), Key: formKey(formId), ...update })));
    return 'stored';
  } catch (error) {
    if (error instanceof ConditionFailed) return 'refused';
    if (error instanceof Error && /maximum allowed size/.test(error.message)) return 'too-large';
    throw error;
  }
}

/** Gives a form item an empty answers map where it has none; false when the form does not exist. */
async function ensureAnswersMap(formId: string): Promise<boolean> {
  const result = await updateFormItem(formId, {
    UpdateExpression: 'SET #answers = if_not_exists(#answers, :empty)',
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#answers': answersAttribute, '#pk': tableLayout.partitionKey },
    ExpressionAttributeValues: { ':empty': {} },
  });
  return result === 'stored';
}

/**
 * Writes one legacy answer as its form's entry, only where none is; with `moveLastSaved`, only while the form's
 * `lastSaved` is older (and moves it).
 */
function writeEntry(answer: ResponseRecord, moveLastSaved: boolean) {
  const { formId, ...stored } = answer;
  const names: Record<string, string> = { '#answers': answersAttribute, '#key': answerKey(answer) };
  const values: DynamoItem = { ':entry': stored satisfies StoredAnswer };
  if (moveLastSaved) {
    names['#lastSaved'] = 'lastSaved';
    values[':saved'] = answer.lastSaved;
  }
  return updateFormItem(formId, {
    UpdateExpression: moveLastSaved ? 'SET #answers.#key = :entry, #lastSaved = :saved' : 'SET #answers.#key = :entry',
    ConditionExpression: `attribute_not_exists(#answers.#key)${moveLastSaved ? ' AND (attribute_not_exists(#lastSaved) OR #lastSaved < :saved)' : ''}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/**
 * Stores one legacy answer as its form's entry; an entry already there is a newer save of the same answer, so the
 * legacy item is simply older. False when it would not fit in the form item.
 */
async function foldAnswer(answer: ResponseRecord): Promise<boolean> {
  const first = await writeEntry(answer, true);
  if (first === 'refused') return (await writeEntry(answer, false)) !== 'too-large';
  return first === 'stored';
}

/** Folds every legacy answer item into its form item (see the module comment). Answers what it did. */
export async function foldLegacyAnswers(): Promise<FoldResult> {
  const items = await legacyItems();
  const answers = items.filter((item) => item.entity === legacyResponseEntity.name).map((item) => legacyResponseEntity.fromItem(item));
  const formIds = new Set([
    ...items.filter((item) => item.entity === formEntity.name).map((item) => formEntity.fromItem(item).id),
    ...answers.map((answer) => answer.formId),
  ]);
  const existing = new Set<string>();
  for (const formId of formIds) if (await ensureAnswersMap(formId)) existing.add(formId);
  const folded: ResponseRecord[] = [];
  for (const answer of answers) if (existing.has(answer.formId) && (await foldAnswer(answer))) folded.push(answer);
  await deleteKeys(folded.map((answer) => legacyResponseEntity.key(answer)));
  return { forms: existing.size, answers: folded.length, skipped: answers.length - folded.length };
}
