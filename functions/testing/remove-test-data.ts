import { processTupleCache } from '../authz/service';
import { blobStore } from '../blobs/blob-store';
import { formCounterKeysOfRemoved } from '../data/form-counters';
import { deleteFormItem } from '../data/forms-repository';
import { aggregateKeysOfRemoved, pruneRemovedVersions } from '../data/metric-aggregates';
import { deleteCountedOwnerItems } from '../data/owner-counters';
import { deleteKeys } from '../data/store';
import type { Key } from '../data/entity';
import { clearTemplateCache } from '../data/templates-repository';
import { existingKeys, formIdsAmong, keyText, pointingItems } from '../data/test-data-repository';

/** What one cleanup removed. */
export interface Removal {
  /** Table items: the tagged ones, and the timers, tuples and job runs that pointed at them. */
  deleted: number;
  /** Image files of the removed forms. */
  blobsDeleted: number;
}

/** The image folder of a form (schema/src/forms/images.ts keys every image under it). */
export const formBlobPrefix = (formId: string) => `forms/${formId}/`;

/**
 * Removes tagged items and everything that only existed because of them, in one go: the items, the image
 * files of tagged forms, and the untagged timers, tuples (written, say, by a persona granting a role on a
 * suite's template) and claimed runs of scheduled jobs that point at an item removed here.
 */
export async function removeTaggedItems(keys: readonly Key[]): Promise<Removal> {
  // Forms go one by one first, so that each is counted out of its owner's, template group's and program's totals.
  const programsOfRemovedForms: string[] = [];
  for (const formId of formIdsAmong(keys)) {
    const form = await deleteFormItem(formId);
    if (form?.programId) programsOfRemovedForms.push(form.programId);
  }
  // Reminders and workspace items likewise, out of their owner's open reminders and workspace totals.
  await deleteCountedOwnerItems(keys);
  const removed = new Set(keys.map(keyText));
  const pointing = (await pointingItems()).filter((item) => removed.has(keyText(item.target)) && !removed.has(keyText(item.key)));
  const deleted = await deleteKeys([...new Map([...keys, ...pointing.map((item) => item.key)].map((key) => [keyText(key), key])).values()]);
  await deleteKeys([...formCounterKeysOfRemoved(keys), ...aggregateKeysOfRemoved(keys)]);
  // The programs stay: their aggregates lose only the zero counts named after the removed workflow versions.
  await pruneRemovedVersions(programsOfRemovedForms, new Set(keys.flatMap((key) => [key.pk, key.sk]).map((part) => part.slice(part.indexOf('#') + 1))));
  let blobsDeleted = 0;
  for (const formId of formIdsAmong(keys)) blobsDeleted += await blobStore().deleteUnder(formBlobPrefix(formId));
  clearTemplateCache();
  // The tuples went without the engine: forget this process's cached reads of them at once.
  processTupleCache.clear();
  return { deleted, blobsDeleted };
}

/** What the orphan sweep removed, by kind. */
export interface OrphanRemoval {
  /** Timers, tuples and job runs whose form, template or scheduled job is gone. */
  deleted: number;
  /** Image folders whose form is gone. */
  blobFoldersDeleted: number;
}

/**
 * Removes what points at an item that no longer exists: timers of deleted forms, tuples about deleted forms
 * and templates, runs of scheduled jobs no longer listed, and image folders of deleted forms. These are left
 * behind by cleanups of older versions, by deletes that do not cascade, or by runs that were interrupted.
 */
export async function removeOrphans(): Promise<OrphanRemoval> {
  const pointing = await pointingItems();
  const formFolders = await blobStore().foldersUnder('forms/');
  const formKeys = formFolders.map((formId) => ({ pk: `FORM#${formId}`, sk: 'FORM' }));
  const existing = await existingKeys([...new Map([...pointing.map((item) => item.target), ...formKeys].map((key) => [keyText(key), key])).values()]);
  const orphans = pointing.filter((item) => !existing.has(keyText(item.target))).map((item) => item.key);
  const deleted = await deleteKeys(orphans);
  const goneForms = formFolders.filter((formId) => !existing.has(`FORM#${formId}|FORM`));
  for (const formId of goneForms) await blobStore().deleteUnder(formBlobPrefix(formId));
  clearTemplateCache();
  processTupleCache.clear();
  return { deleted, blobFoldersDeleted: goneForms.length };
}
