import {
  counterEntity,
  formEntity,
  responseEntity,
  responseSortKey,
  type FormRecord,
  type ResponseRecord,
  type ResponseValue,
  type EffectRecord,
  type StatusEventRecord,
} from './entities';
import { countForm } from './form-counters';
import { FormWrite, recordEffects } from './form-effects-repository';
import { deleteItem } from './item-operations';
import {
  batchGetRecords,
  ConditionFailed,
  deleteKeys,
  getRecord,
  itemOf,
  putItems,
  putRecord,
  queryItems,
  queryRecords,
  type QueryPage,
  updateExistingRecord,
  updateRecord,
} from './store';

const keyOfForm = (id: string) => formEntity.key({ id } as FormRecord);

/**
 * Stores a new form and counts it in its owner's, template group's and program's totals; its id is fresh, so
 * an existing item means a bug, not a retry.
 */
export async function createForm(form: FormRecord): Promise<void> {
  await putRecord(formEntity, form, { mustNotExist: true });
  await countForm(form, 1);
}

/** The next number of a sequence (one atomic ADD): form auto ids per template group. */
export async function nextSequenceNumber(name: string): Promise<number> {
  const counter = await updateRecord(counterEntity, counterEntity.key({ name, value: 0 }), {
    add: { value: 1 },
    setIfMissing: { name },
  });
  return counter.value;
}

export async function findForm(id: string): Promise<FormRecord | undefined> {
  return getRecord(formEntity, keyOfForm(id));
}

/** A form and all its answers: one Query over the form's partition. */
export async function findFormWithResponses(id: string): Promise<{ form?: FormRecord; responses: ResponseRecord[] }> {
  let form: FormRecord | undefined;
  const responses: ResponseRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryItems({ pk: keyOfForm(id).pk, cursor });
    for (const item of page.items) {
      if (item.entity === formEntity.name) form = formEntity.fromItem(item);
      else if (item.entity === responseEntity.name) responses.push(responseEntity.fromItem(item));
    }
    cursor = page.cursor;
  } while (cursor);
  return { form, responses };
}

export interface SaveResponse {
  formId: string;
  questionId: string;
  parentId?: string;
  rowId?: string;
  value: ResponseValue;
  expectedVersion: number;
  savedBy: string;
  now: string;
}

/** The stored answer's version did not match the version the edit was based on. */
export class StaleResponse extends Error {
  override readonly name = 'StaleResponse';
  constructor(readonly current: ResponseRecord | undefined) {
    super('The answer was changed by someone else.');
  }
}

/** One stored answer, read consistently (for an edit that builds on it). */
export function findResponse(at: { formId: string; questionId: string; parentId?: string; rowId?: string }): Promise<ResponseRecord | undefined> {
  return getRecord(responseEntity, { pk: keyOfForm(at.formId).pk, sk: responseSortKey(at) }, true);
}

/**
 * Saves one answer in one conditional write: it applies only if the stored version is the one the edit was
 * based on (none stored, for version 0), and moves the version on by one.
 */
export async function saveResponse(save: SaveResponse): Promise<ResponseRecord> {
  const key = { pk: keyOfForm(save.formId).pk, sk: responseSortKey(save) };
  const condition =
    save.expectedVersion === 0
      ? { expression: 'attribute_not_exists(#c_version)', names: { '#c_version': 'version' } }
      : {
          expression: '#c_version = :c_expected',
          names: { '#c_version': 'version' },
          values: { ':c_expected': save.expectedVersion },
        };
  try {
    return await updateRecord(responseEntity, key, {
      set: { value: save.value, version: save.expectedVersion + 1, lastSaved: save.now, savedBy: save.savedBy },
      setIfMissing: {
        formId: save.formId,
        questionId: save.questionId,
        ...(save.parentId ? { parentId: save.parentId } : {}),
        ...(save.rowId ? { rowId: save.rowId } : {}),
        createdAt: save.now,
      },
      condition,
    });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    throw new StaleResponse(await getRecord(responseEntity, key, true));
  }
}

/** Forms started from a template group, newest first (up to `limit`). */
export async function listFormsOfTemplateGroup(groupId: string, limit: number): Promise<FormRecord[]> {
  const page = await queryRecords(formEntity, {
    index: 'gsi2',
    pk: `TGROUP#${groupId}`,
    skBeginsWith: 'FORM#',
    descending: true,
    limit,
  });
  return page.items;
}

/** One page of the forms started from a template group, newest first: read on with the page's cursor. */
export function pageFormsOfTemplateGroup(groupId: string, page: { limit: number; cursor?: string }): Promise<QueryPage<FormRecord>> {
  return queryRecords(formEntity, { index: 'gsi2', pk: `TGROUP#${groupId}`, skBeginsWith: 'FORM#', descending: true, ...page });
}

/** Many forms by id (BatchGet, in the order of the ids); missing ones are left out. */
export function findForms(ids: readonly string[]): Promise<FormRecord[]> {
  return batchGetRecords(formEntity, ids.map(keyOfForm));
}

/** The condition of a write that applies only to the form as it was read (same status, same last change). */
const unchangedSince = (write: FormWrite, form: FormRecord) =>
  write.when('#status = :status AND #updated = :updated', { '#status': ['status'], '#updated': ['updatedAt'] }, { ':status': form.status, ':updated': form.updatedAt });

/** The form changed since it was read: another action or rename got there first. */
export class StaleForm extends Error {
  override readonly name = 'StaleForm';
}

async function writeUnchanged(form: FormRecord, write: FormWrite): Promise<FormRecord> {
  try {
    return await unchangedSince(write, form).run(form.id);
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleForm('The form was changed by someone else.');
    throw error;
  }
}

/**
 * Moves a form to a status in one conditional write, with the effects of the move: it applies only if the form
 * is still in the status (and at the last change) it was read with, so two actions run at once cannot both apply,
 * and a move is never recorded without its effects or the other way round.
 */
export async function changeFormStatus(
  form: FormRecord,
  change: { status: string; event?: StatusEventRecord; now: string; effects?: readonly EffectRecord[] },
): Promise<FormRecord> {
  const write = new FormWrite()
    .set(['status'], change.status)
    .set(['updatedAt'], change.now)
    .set(['statusEvents'], change.event ? [...form.statusEvents, change.event] : form.statusEvents);
  // A form that moves again is no longer halted.
  if (form.workflowHalt) write.remove(['workflowHalt']);
  return writeUnchanged(form, recordEffects(write, form, change.effects ?? [], change.now));
}

/**
 * Halts a form's workflow (ERROR or STOPPED, with why) in one conditional write on the status and last change it
 * was read with, with the halt's effects; throws StaleForm when the form moved meanwhile (then the halt no longer
 * applies).
 */
export async function haltFormWorkflow(form: FormRecord, halt: NonNullable<FormRecord['workflowHalt']>, effects: readonly EffectRecord[] = []): Promise<FormRecord> {
  const write = new FormWrite().set(['workflowHalt'], halt).set(['updatedAt'], halt.at);
  return writeUnchanged(form, recordEffects(write, form, effects, halt.at));
}

/** Renames an existing form (one write); answers the form as it is now. */
export function renameForm(formId: string, name: string, now: string): Promise<FormRecord> {
  return updateExistingRecord(formEntity, keyOfForm(formId), { set: { name, updatedAt: now } });
}

/** Stores a new form with its answers (a copy): the form item first, then the answers in batches. */
export async function createFormWithResponses(form: FormRecord, responses: ResponseRecord[]): Promise<void> {
  await createForm(form);
  await putItems(responses.map((response) => itemOf(responseEntity, response)));
}

/** Removes a form's item and every answer (the whole partition); answers how many items went. */
export async function deleteFormWithResponses(formId: string): Promise<number> {
  const keys: Array<{ pk: string; sk: string }> = [];
  let cursor: string | undefined;
  do {
    const page = await queryItems({ pk: keyOfForm(formId).pk, cursor });
    keys.push(...page.items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
    cursor = page.cursor;
  } while (cursor);
  // The form item goes last: a delete cut short leaves a form with fewer answers, never answers without a form.
  // It goes alone, answering what it removed: only the delete that removed it counts the form out (a retried or
  // racing delete finds nothing and counts nothing).
  const answers = keys.filter((key) => key.sk !== 'FORM');
  await deleteKeys(answers);
  const removed = await deleteFormItem(formId);
  return answers.length + (removed ? 1 : 0);
}

/**
 * Removes a form's own item and counts it out of its totals; only the delete that removed it counts (a retried
 * or racing delete finds nothing and counts nothing). Answers whether it removed one.
 */
export async function deleteFormItem(formId: string): Promise<boolean> {
  const removed = await deleteItem(keyOfForm(formId));
  if (removed?.entity !== formEntity.name) return false;
  await countForm(formEntity.fromItem(removed), -1);
  return true;
}
