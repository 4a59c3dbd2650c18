import {
  counterEntity,
  formEntity,
  responseEntity,
  responseSortKey,
  type FormRecord,
  type ResponseRecord,
  type ResponseValue,
} from './entities';
import { ConditionFailed, getRecord, putRecord, queryItems, queryRecords, updateRecord } from './store';

const keyOfForm = (id: string) => formEntity.key({ id } as FormRecord);

/** Stores a new form; its id is fresh, so an existing item means a bug, not a retry. */
export async function createForm(form: FormRecord): Promise<void> {
  await putRecord(formEntity, form, { mustNotExist: true });
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
