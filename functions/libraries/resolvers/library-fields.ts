import { addField, removeField, reorderFields, updateField, type FieldChange } from '../../../schema/src/libraries/field-changes';
import {
  addLibraryFieldInputSchema,
  deleteLibraryFieldInputSchema,
  reorderLibraryFieldsInputSchema,
  updateLibraryFieldInputSchema,
  type LibraryFieldInput,
} from '../../../schema/src/libraries/library-inputs';
import type { LibraryRecord } from '../../data/entities';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { existingLibrary, libraryFor } from '../library-access';
import { changeLibrary } from './library-schemas';

/** Applies a pure field change to the library at expectedVersion (library admins). */
async function changeFields(caller: Caller, libraryId: string, expectedVersion: number, change: (library: LibraryRecord) => FieldChange | Promise<FieldChange>) {
  const current = await libraryFor(caller, libraryId, 'configure');
  const outcome = await change(current);
  if (!outcome.ok) throw badUserInput(outcome.message, { field: 'field' });
  return changeLibrary(caller, current, expectedVersion, { fieldArraySchema: outcome.fields });
}

/** A relation must point at another library that exists (checked after the caller's access, so it reveals nothing). */
async function assertRelationTarget(libraryId: string, field: LibraryFieldInput) {
  if (field.dataType !== 'RELATION' || !field.relatesTo) return;
  if (field.relatesTo === libraryId) throw badUserInput('Choose another library to relate to.', { field: 'relatesTo' });
  await existingLibrary(field.relatesTo).catch(() => {
    throw badUserInput(`Library ${field.relatesTo} was not found.`, { field: 'relatesTo' });
  });
}

/** addLibraryField: a field at the end. */
export async function addLibraryField(caller: Caller, args: { input?: unknown }) {
  const { libraryId, expectedVersion, field } = parseInput(addLibraryFieldInputSchema, args.input);
  return changeFields(caller, libraryId, expectedVersion, async (library) => {
    await assertRelationTarget(libraryId, field);
    return addField(library.fieldArraySchema, field);
  });
}

/** updateLibraryField: changes a field found by its name (type and unique stay while the library has items). */
export async function updateLibraryField(caller: Caller, args: { input?: unknown }) {
  const { libraryId, expectedVersion, field } = parseInput(updateLibraryFieldInputSchema, args.input);
  return changeFields(caller, libraryId, expectedVersion, async (library) => {
    await assertRelationTarget(libraryId, field);
    return updateField(library.fieldArraySchema, field, library.itemCount > 0);
  });
}

/** deleteLibraryField: removes a field; items keep its values. */
export async function deleteLibraryField(caller: Caller, args: { input?: unknown }) {
  const { libraryId, expectedVersion, fieldName } = parseInput(deleteLibraryFieldInputSchema, args.input);
  return changeFields(caller, libraryId, expectedVersion, (library) => removeField(library.fieldArraySchema, fieldName));
}

/** reorderLibraryFields: the fields in a new order. */
export async function reorderLibraryFields(caller: Caller, args: { input?: unknown }) {
  const { libraryId, expectedVersion, fieldNames } = parseInput(reorderLibraryFieldsInputSchema, args.input);
  return changeFields(caller, libraryId, expectedVersion, (library) => reorderFields(library.fieldArraySchema, fieldNames));
}
