import type { LibraryDataType, LibraryFieldInput } from '@/gql/graphql';
import { parsePickList, pickListText } from './pick-list-text';

/** The field editor's state: text boxes and checkboxes as they stand. */
export interface FieldDraft {
  fieldName: string;
  dataType: LibraryDataType;
  required: boolean;
  unique: boolean;
  showInTable: boolean;
  pickList: string;
  relatesTo: string;
}

/** A new field's editor state. */
export const emptyFieldDraft: FieldDraft = { fieldName: '', dataType: 'TEXT', required: false, unique: false, showInTable: true, pickList: '', relatesTo: '' };

/** An existing field's editor state. */
export const draftOfField = (field: {
  fieldName: string;
  dataType: LibraryDataType;
  required: boolean;
  unique: boolean;
  showInTable: boolean;
  pickListSelection: ReadonlyArray<{ label: string; value: string }>;
  relatesTo?: string | null;
}): FieldDraft => ({
  fieldName: field.fieldName,
  dataType: field.dataType,
  required: field.required,
  unique: field.unique,
  showInTable: field.showInTable,
  pickList: pickListText(field.pickListSelection),
  relatesTo: field.relatesTo ?? '',
});

/** What the API takes: choices only for a pick list, a library only for a relation. */
export const fieldInputOf = (draft: FieldDraft): LibraryFieldInput => ({
  fieldName: draft.fieldName.trim(),
  dataType: draft.dataType,
  required: draft.required,
  unique: draft.dataType === 'BOOLEAN' ? false : draft.unique,
  showInTable: draft.showInTable,
  pickListSelection: draft.dataType === 'PICK_LIST' ? parsePickList(draft.pickList) : [],
  relatesTo: draft.dataType === 'RELATION' ? draft.relatesTo || null : null,
});

/** The first thing to fix before saving, or null. */
export function fieldDraftProblem(draft: FieldDraft): string | null {
  if (!draft.fieldName.trim()) return 'Name the field';
  if (draft.dataType === 'PICK_LIST' && parsePickList(draft.pickList).length === 0) return 'Add at least one choice';
  if (draft.dataType === 'RELATION' && !draft.relatesTo) return 'Choose the related library';
  return null;
}
