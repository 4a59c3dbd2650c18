import { importKeyField, uniqueTracker } from '../../schema/src/libraries/library-import';
import type { LibraryValues } from '../../schema/src/libraries/library-model';
import { libraryItemValidator, type LibraryFieldError } from '../../schema/src/libraries/validate-library-item';
import type { LibraryItemRecord, LibraryRecord } from '../data/entities';
import { findLibraryItems, findUniqueGuards, uniqueGuard } from '../data/library-items-repository';

/** One row of an import after the checks: its values as stored (and the item it updates), or why it is refused. */
export type CheckedRow =
  | { index: number; ok: true; values: LibraryValues; existing: LibraryItemRecord | null }
  | { index: number; ok: false; errors: LibraryFieldError[] };

const refused = (index: number, errors: LibraryFieldError[]): CheckedRow => ({ index, ok: false, errors });

/**
 * Checks a batch of rows: each row's values (validateLibraryItem's rules), unique values repeated within the
 * batch, then the related items (one BatchGetItem per related library and 100 ids), then which rows update an
 * existing item (by the first unique field: one BatchGetItem of guards, one of their items). An update keeps the
 * item's values of the fields the row leaves out, and is checked again as the whole item it becomes.
 */
export async function checkImportRows(library: LibraryRecord, rows: readonly Record<string, unknown>[], now: string): Promise<CheckedRow[]> {
  const validate = libraryItemValidator(library);
  const repeats = uniqueTracker(library);
  let checked: CheckedRow[] = rows.map((row, index) => {
    const result = validate(row);
    if (!result.ok) return refused(index, result.errors);
    const repeated = repeats(result.values, index + 1);
    return repeated.length > 0 ? refused(index, repeated) : { index, ok: true, values: result.values, existing: null };
  });
  checked = await checkRelations(library, checked);
  return matchExisting(library, rows, checked, now);
}

async function checkRelations(library: LibraryRecord, rows: CheckedRow[]): Promise<CheckedRow[]> {
  const relations = library.fieldArraySchema.filter((field) => field.dataType === 'RELATION' && field.relatesTo);
  for (const field of relations) {
    const ids = rows.flatMap((row) => (row.ok && typeof row.values[field.fieldName] === 'string' ? [row.values[field.fieldName] as string] : []));
    if (ids.length === 0) continue;
    const found = new Set((await findLibraryItems(field.relatesTo!, ids)).map((item) => item.id));
    rows = rows.map((row) => {
      const id = row.ok ? row.values[field.fieldName] : undefined;
      if (!row.ok || typeof id !== 'string' || found.has(id)) return row;
      return refused(row.index, [{ fieldName: field.fieldName, problem: 'RELATION', message: `No item ${id} in the related library` }]);
    });
  }
  return rows;
}

async function matchExisting(library: LibraryRecord, input: readonly Record<string, unknown>[], rows: CheckedRow[], now: string): Promise<CheckedRow[]> {
  const key = importKeyField(library);
  if (!key) return rows;
  const keyed = rows.flatMap((row) => (row.ok && row.values[key.fieldName] !== undefined ? [{ row, guard: uniqueGuard(library.id, key.fieldName, row.values[key.fieldName]!, '', now) }] : []));
  if (keyed.length === 0) return rows;
  const holders = new Map((await findUniqueGuards(keyed.map(({ guard }) => guard))).map((guard) => [guard.valueKey, guard.itemId]));
  const items = new Map((await findLibraryItems(library.id, [...holders.values()])).map((item) => [item.id, item]));
  const validate = libraryItemValidator(library);
  const known = new Set(library.fieldArraySchema.map((field) => field.fieldName));
  const updates = new Map<number, CheckedRow>();
  for (const { row, guard } of keyed) {
    const item = items.get(holders.get(guard.valueKey) ?? '');
    const held = item?.values[key.fieldName];
    if (!item || held === undefined || uniqueGuard(library.id, key.fieldName, held, '', now).valueKey !== guard.valueKey) continue;
    // Values of fields removed from the library since are kept as they are, unchecked (as deleteLibraryField keeps them).
    const current = Object.entries(item.values);
    const removed = Object.fromEntries(current.filter(([fieldName]) => !known.has(fieldName)));
    const merged = validate({ ...Object.fromEntries(current.filter(([fieldName]) => known.has(fieldName))), ...input[row.index] });
    updates.set(row.index, merged.ok ? { index: row.index, ok: true, values: { ...removed, ...merged.values }, existing: item } : refused(row.index, merged.errors));
  }
  return rows.map((row) => updates.get(row.index) ?? row);
}
