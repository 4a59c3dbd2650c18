import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FormSubjectRecord } from '../../schema/src/forms/subject';
import { dynamo, tableName } from './client';
import { answerKey, answersAttribute, formEntity, type FormRecord, type ResponseRecord, type ResponseValue, type StoredAnswer } from './entities';
import type { DynamoItem } from './entity';
import { rememberFormFacts } from './form-facts';
import { ConditionFailed, guardCondition } from './store';
import { tableLayout } from './table-layout';

/**
 * A form's answers, stored on the form's own item in the `answers` map (one entry per answer, keyed by
 * {@link answerKey}, each with its own version). One item means one conditional write can check who may write
 * (the owner, the status, the template: see {@link AnswerGuard}) and the answer's version together.
 */

const formKey = (formId: string) => ({ [tableLayout.partitionKey]: `FORM#${formId}`, [tableLayout.sortKey]: 'FORM' });

/** The largest item DynamoDB stores: a form with all its answers must fit in it. */
export const formItemLimitBytes = 400 * 1024;

/** The answers map of a form item, as records. */
export function responsesOfItem(formId: string, item: DynamoItem): ResponseRecord[] {
  const answers = (item[answersAttribute] ?? {}) as Record<string, StoredAnswer>;
  return Object.values(answers).map((answer) => ({ ...answer, formId }));
}

/** The answers map for new answers (a copy's), keyed as saves key them. */
export function answersMapOf(responses: readonly ResponseRecord[]): Record<string, StoredAnswer> {
  return Object.fromEntries(responses.map(({ formId: _formId, ...answer }) => [answerKey(answer), answer]));
}

async function readFormItem(formId: string, consistent: boolean): Promise<DynamoItem | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: formKey(formId), ConsistentRead: consistent }));
  return Item?.entity === formEntity.name ? Item : undefined;
}

/** A form and all its answers: one GetItem of the form item. */
export async function findFormWithResponses(id: string, consistent = false): Promise<{ form?: FormRecord; responses: ResponseRecord[] }> {
  const item = await readFormItem(id, consistent);
  if (!item) return { responses: [] };
  const form = formEntity.fromItem(item);
  rememberFormFacts(form);
  return { form, responses: responsesOfItem(id, item) };
}

/** Where an answer is: its form, question and location. */
export interface AnswerAt {
  formId: string;
  questionId: string;
  parentId?: string;
  rowId?: string;
}

/** One stored answer, read consistently (for an edit that builds on it). */
export async function findResponse(at: AnswerAt): Promise<ResponseRecord | undefined> {
  const { responses } = await findFormWithResponses(at.formId, true);
  const key = answerKey(at);
  return responses.find((response) => answerKey(response) === key);
}

export interface SaveResponse extends AnswerAt {
  value: ResponseValue;
  /** The form's subject after this save, when the answer names it (null: the save clears it; absent: untouched). */
  subject?: FormSubjectRecord | null;
  expectedVersion: number;
  savedBy: string;
  now: string;
  /**
   * What the write must answer besides the saved answer (both when absent): the value it replaced (answers that
   * give roles take back its roles) and the form's subject (when the caller asked for it and the answer does not
   * set it). Asking for neither lets the write answer nothing (ReturnValues NONE) and skip the subject altogether.
   */
  wants?: WriteAnswers;
}

/** Which old values a save's write answers (see {@link SaveResponse.wants}). */
export interface WriteAnswers {
  previous: boolean;
  subject: boolean;
}

const everything: WriteAnswers = { previous: true, subject: true };

/**
 * Who may write, checked by the write itself: the form's owner is this user, its status is one of these and it
 * is on this template version. The owner's fast path puts this in the condition instead of reading the form.
 */
export interface AnswerGuard {
  ownerId: string;
  statuses: readonly string[];
  templateId: string;
}

/**
 * The answer as saved, the value it replaced (for answers that give roles, when wanted) and the form's subject
 * after it (undefined when it was neither wanted nor set by this save).
 */
export interface SavedResponse {
  saved: Omit<ResponseRecord, 'createdAt'>;
  previous?: ResponseValue;
  subject?: FormSubjectRecord | null;
}

/** The stored answer's version did not match the version the edit was based on. */
export class StaleResponse extends Error {
  override readonly name = 'StaleResponse';
  constructor(readonly current: ResponseRecord | undefined) {
    super('The answer was changed by someone else.');
  }
}

/** A guarded write's condition failed: the form, its owner or status, or the answer's version is not as assumed. */
export class GuardNotMet extends Error {
  override readonly name = 'GuardNotMet';
}

/** The save would take the form item past DynamoDB's 400 KB item limit. */
export class FormItemFull extends Error {
  override readonly name = 'FormItemFull';
}

// DynamoDB's message for an update or put past the limit (dynalite answers the same text).
const itemTooLarge = /Item size (to update )?has exceeded the maximum allowed size/;

/**
 * The subject's part of an answer's write, in the same UpdateItem: set or removed by the subject question's
 * answer. Any other save leaves it alone, unless the caller wants the form's subject back: then it rewrites it as
 * it is (null when there is none), so the write's UPDATED_OLD answers it with no read of its own.
 */
function subjectUpdate(save: SaveResponse, wanted: boolean, names: Record<string, string>, values: DynamoItem, sets: string[]): string[] {
  if (save.subject === undefined && !wanted) return [];
  names['#j'] = 'subject';
  if (save.subject === null) return ['#j'];
  if (save.subject === undefined) {
    values[':z'] = null;
    sets.push('#j=if_not_exists(#j,:z)');
  } else {
    values[':j'] = save.subject;
    sets.push('#j=:j');
  }
  return [];
}

/**
 * The UpdateItem of one answer: the expression parts, with the guard and version in the condition.
 *
 * dynalite parses both expressions with its PEG parser on every request, and that is most of what a save's write
 * costs locally beyond a small UpdateItem (docs/performance.md, save13). So each term is there only when nothing
 * else already checks it, and the placeholders are one letter with no spaces around operators (a third less to
 * parse; AWS does not care either way). Names: #a answers, #k the answer's key, #v value, #n version, #l
 * lastSaved, #b savedBy, #j subject, #p the partition key, #o owner, #u userId, #s status, #m templateId. Values:
 * :t now, :e a new entry, :v value, :n the new version, :x the expected one, :b savedBy, :j / :z the subject /
 * null, :o the owner, :s0... the statuses, :m the template.
 */
function answerUpdate(save: SaveResponse, wants: WriteAnswers, guard?: AnswerGuard) {
  // DynamoDB refuses names and values the expressions do not use: each branch adds only its own.
  const names: Record<string, string> = { '#a': answersAttribute, '#k': answerKey(save), '#l': 'lastSaved' };
  const values: DynamoItem = { ':t': save.now };
  const sets: string[] = [];
  const conditions: string[] = [];
  if (save.expectedVersion === 0) {
    const stored: StoredAnswer = {
      questionId: save.questionId,
      ...(save.parentId ? { parentId: save.parentId } : {}),
      ...(save.rowId ? { rowId: save.rowId } : {}),
      value: save.value,
      version: 1,
      lastSaved: save.now,
      savedBy: save.savedBy,
      createdAt: save.now,
    };
    values[':e'] = stored;
    sets.push('#a.#k=:e');
    // The guard's owner term fails on a missing item; without a guard, this keeps the write from creating one.
    if (!guard) {
      names['#p'] = tableLayout.partitionKey;
      conditions.push('attribute_exists(#p)');
    }
    conditions.push('attribute_not_exists(#a.#k)');
  } else {
    // The entry's fields one by one, so its createdAt stays. Only an existing item has an entry with a version.
    Object.assign(names, { '#v': 'value', '#n': 'version', '#b': 'savedBy' });
    Object.assign(values, { ':v': save.value, ':n': save.expectedVersion + 1, ':b': save.savedBy, ':x': save.expectedVersion });
    sets.push('#a.#k.#v=:v', '#a.#k.#n=:n', '#a.#k.#l=:t', '#a.#k.#b=:b');
    conditions.push('#a.#k.#n=:x');
  }
  const removes = subjectUpdate(save, wants.subject, names, values, sets);
  if (guard) {
    Object.assign(names, { '#o': 'owner', '#u': 'userId', '#s': 'status', '#m': 'templateId' });
    const statuses = guard.statuses.map((status, index) => {
      values[`:s${index}`] = status;
      return `:s${index}`;
    });
    Object.assign(values, { ':o': guard.ownerId, ':m': guard.templateId });
    conditions.push('#o.#u=:o', `#s IN (${statuses.join(',')})`, '#m=:m');
  }
  return {
    UpdateExpression: `SET ${[...sets, '#l=:t'].join(',')}${removes.length ? ` REMOVE ${removes.join(',')}` : ''}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * Saves one answer in one conditional UpdateItem of the form item: it applies only if the form exists and the
 * stored version is the one the edit was based on (no entry, for version 0), and, with a guard, only if the
 * guard holds. Moves the answer's version on by one and sets the form's `lastSaved` (never `updatedAt`, which
 * moves are conditional on), and the form's subject with it (see {@link subjectUpdate}); it answers only what
 * `save.wants` asks for. Throws StaleResponse (unguarded) or
 * GuardNotMet (guarded) when the condition fails, FormItemFull past the item limit.
 */
export async function saveResponse(save: SaveResponse, guard?: AnswerGuard): Promise<SavedResponse> {
  if (guard && guard.statuses.length === 0) throw new GuardNotMet('No status lets the owner update the form.');
  const wants = save.wants ?? everything;
  const subjectFromWrite = wants.subject && save.subject === undefined;
  let old: DynamoItem | undefined;
  try {
    const result = await guardCondition(() =>
      // UPDATED_OLD answers only the paths the write touched: this answer's old entry (what answers that give
      // roles take back) and the subject, never the rest of the answers map. Nothing wanted, nothing answered.
      dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: formKey(save.formId),
          ...answerUpdate(save, wants, guard),
          ReturnValues: wants.previous || subjectFromWrite ? 'UPDATED_OLD' : 'NONE',
        }),
      ),
    );
    old = result.Attributes;
  } catch (error) {
    if (error instanceof Error && itemTooLarge.test(error.message)) throw new FormItemFull(error.message);
    if (!(error instanceof ConditionFailed)) throw error;
    if (guard) throw new GuardNotMet(error.message);
    throw new StaleResponse(await findResponse(save));
  }
  const { formId, questionId, parentId, rowId, value, expectedVersion, savedBy, now } = save;
  const previous = wants.previous ? (old?.[answersAttribute] as Record<string, Partial<StoredAnswer>> | undefined)?.[answerKey(save)]?.value : undefined;
  const subject = subjectFromWrite ? ((old?.['subject'] as FormSubjectRecord | null | undefined) ?? null) : save.subject;
  return {
    saved: { formId, questionId, ...(parentId ? { parentId } : {}), ...(rowId ? { rowId } : {}), value, version: expectedVersion + 1, lastSaved: now, savedBy },
    ...(previous ? { previous } : {}),
    ...(subject === undefined ? {} : { subject }),
  };
}
