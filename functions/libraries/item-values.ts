import { itemName, type LibraryValues } from '../../schema/src/libraries/library-model';
import { validateLibraryItem } from '../../schema/src/libraries/validate-library-item';
import type { InputProblem } from '../../schema/src/errors/error-details';
import type { LibraryRecord, LibraryUniqueRecord } from '../data/entities';
import { claimUniqueValue, findLibraryItems, releaseUniqueValue, uniqueGuard } from '../data/library-items-repository';
import { badUserInput, conflict } from '../shared/errors';

/** The path of a value's problem in the input (what the screens put next to the field). */
const valuePath = (fieldName: string) => `values.${fieldName}`;

/**
 * An item's values as stored, or BAD_USER_INPUT naming each refused value: the schema's per-field rules
 * (validateLibraryItem), then each relation's item in its library (one BatchGetItem per related library).
 */
export async function checkedValues(library: LibraryRecord, input: Record<string, unknown>): Promise<LibraryValues> {
  const result = validateLibraryItem(library, input);
  const problems: InputProblem[] = result.ok ? [] : result.errors.map((error) => ({ path: valuePath(error.fieldName), message: error.message }));
  if (result.ok) {
    for (const field of library.fieldArraySchema) {
      const id = result.values[field.fieldName];
      if (field.dataType !== 'RELATION' || !field.relatesTo || typeof id !== 'string') continue;
      const [found] = await findLibraryItems(field.relatesTo, [id]);
      if (!found) problems.push({ path: valuePath(field.fieldName), message: `No item ${id} in the related library` });
    }
  }
  if (problems.length > 0 || !result.ok) {
    throw badUserInput(problems.map((problem) => `${problem.path}: ${problem.message}`).join('; '), { problems });
  }
  return result.values;
}

/** The guards an item's unique values need. */
export const guardsOf = (library: LibraryRecord, itemId: string, values: LibraryValues, now: string): LibraryUniqueRecord[] =>
  library.fieldArraySchema
    .filter((field) => field.unique && values[field.fieldName] !== undefined)
    .map((field) => uniqueGuard(library.id, field.fieldName, values[field.fieldName]!, itemId, now));

/** The guards an item's new values need that its old ones did not hold (to claim), and those no longer needed (to release). */
export function guardChanges(library: LibraryRecord, itemId: string, before: LibraryValues, after: LibraryValues, now: string) {
  const old = guardsOf(library, itemId, before, now);
  const next = guardsOf(library, itemId, after, now);
  const same = (a: LibraryUniqueRecord, b: LibraryUniqueRecord) => a.fieldName === b.fieldName && a.valueKey === b.valueKey;
  return { added: next.filter((guard) => !old.some((held) => same(held, guard))), dropped: old.filter((guard) => !next.some((kept) => same(kept, guard))) };
}

/** Releases guards, one by one (each only if its item still holds it). */
export async function releaseGuards(guards: readonly LibraryUniqueRecord[]): Promise<void> {
  for (const guard of guards) await releaseUniqueValue(guard);
}

/**
 * Claims every guard or none: on the first value another item holds, releases what it took and answers CONFLICT
 * naming the field and the value.
 */
export async function claimGuards(guards: readonly LibraryUniqueRecord[], values: LibraryValues): Promise<void> {
  const taken: LibraryUniqueRecord[] = [];
  for (const guard of guards) {
    if (await claimUniqueValue(guard)) {
      taken.push(guard);
      continue;
    }
    await releaseGuards(taken);
    throw conflict(`Another item already has ${guard.fieldName} "${String(values[guard.fieldName])}".`, { field: valuePath(guard.fieldName) });
  }
}

/** The item's name: its title field's value. */
export const nameOf = (library: LibraryRecord, values: LibraryValues, id: string) => itemName(library, values, id);
