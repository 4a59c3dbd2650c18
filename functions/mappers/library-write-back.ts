import type { ResponseValue } from '../../schema/src/forms/response-values';
import { mappedUpdates } from '../../schema/src/mappers/mapped-values';
import { questionsOf } from '../../schema/src/template/questions';
import { isAllowed, userObject } from '../authz/checks';
import { authorization } from '../authz/service';
import { findDataMapper } from '../data/data-mappers-repository';
import type { DataMapperRecord, FormRecord, LibraryRecord, ResponseRecord, TemplateRecord } from '../data/entities';
import { findLibraryItem, replaceLibraryItem, StaleLibraryItem } from '../data/library-items-repository';
import { findLibrary } from '../data/library-repository';
import { checkedValues, claimGuards, guardChanges, nameOf, releaseGuards } from '../libraries/item-values';
import { libraryObject } from '../libraries/library-access';
import type { Caller } from '../shared/caller';
import { AppError } from '../shared/errors';
import { itemNamedBy } from './mapped-item';

/** What a submit's write-back did, for the log and the tests. */
export type WriteBackOutcome = 'NO_MAPPER' | 'NOT_GRANTED' | 'NO_ITEM' | 'NOTHING_TO_WRITE' | 'REFUSED' | 'UPDATED' | 'LOST_RACES';

/** How many times a write-back re-reads an item another write changed meanwhile before it gives up. */
const attempts = 3;

/**
 * Who may cause library writes (docs/decisions.md "mapper17"): the submitter, when they edit the library, or the
 * mapper's grantor, when they still do. Anything else writes nothing (fail closed).
 */
async function mayWrite(submitter: Caller, mapper: DataMapperRecord): Promise<boolean> {
  const object = libraryObject(mapper.libraryId);
  if (await isAllowed(submitter, 'editor', object)) return true;
  if (!mapper.grantedBy) return false;
  return authorization().check({ user: userObject(mapper.grantedBy), relation: 'editor', object });
}

/** One attempt: the item as stored now with the updates over it, checked like updateLibraryItem, in one conditional write. */
async function writeOnce(library: LibraryRecord, itemId: string, updates: Record<string, unknown>): Promise<'UPDATED' | 'STALE' | 'NO_ITEM'> {
  const current = await findLibraryItem(library.id, itemId, true);
  if (!current) return 'NO_ITEM';
  const values = await checkedValues(library, { ...current.values, ...updates });
  const now = new Date().toISOString();
  const { added, dropped } = guardChanges(library, itemId, current.values, values, now);
  await claimGuards(added, values);
  try {
    await replaceLibraryItem({ ...current, name: nameOf(library, values, itemId), values, updatedAt: now }, current.version);
  } catch (error) {
    await releaseGuards(added);
    if (error instanceof StaleLibraryItem) return 'STALE';
    throw error;
  }
  await releaseGuards(dropped);
  return 'UPDATED';
}

/**
 * Updates the library item a submitted form names with its mapped answers: the item as stored is re-read and
 * written conditioned on its version (a concurrent change makes it re-read, at most three times); values the
 * library refuses (type, unique value held by another item) write nothing.
 */
export async function writeBackToLibrary(submitter: Caller, form: FormRecord, template: TemplateRecord, responses: readonly ResponseRecord[]): Promise<WriteBackOutcome> {
  const mapper = await findDataMapper(form.templateGroupId, true);
  if (!mapper || !mapper.fields.some((row) => row.update)) return 'NO_MAPPER';
  const library = await findLibrary(mapper.libraryId, true);
  if (!library || library.deletingAt || !(await mayWrite(submitter, mapper))) return 'NOT_GRANTED';
  const answers = new Map<string, ResponseValue>(responses.filter((response) => !response.parentId && !response.rowId).map((response) => [response.questionId, response.value]));
  const item = await itemNamedBy({ libraryId: library.id, value: answers.get(mapper.itemQuestionId), businessKeyField: mapper.itemSource === 'BUSINESS_KEY' ? mapper.businessKeyField : null, consistent: true });
  if (!item) return 'NO_ITEM';
  const updates = mappedUpdates(mapper.fields, new Map(questionsOf(template).map((question) => [question.id, question])), answers);
  if (Object.keys(updates).length === 0) return 'NOTHING_TO_WRITE';
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const outcome = await writeOnce(library, item.id, updates);
      if (outcome !== 'STALE') return outcome;
    } catch (error) {
      if (error instanceof AppError) return 'REFUSED';
      throw error;
    }
  }
  return 'LOST_RACES';
}
