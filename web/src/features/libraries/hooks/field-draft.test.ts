import { describe, expect, it } from 'vitest';
import { draftOfField, emptyFieldDraft, fieldDraftProblem, fieldInputOf } from './field-draft';

describe('field draft', () => {
  it('sends choices only for a pick list and a library only for a relation', () => {
    const pick = { ...emptyFieldDraft, fieldName: ' hazard ', dataType: 'PICK_LIST' as const, pickList: 'Corrosive = corrosive', relatesTo: 'lib-x' };
    expect(fieldInputOf(pick)).toEqual({
      fieldName: 'hazard',
      dataType: 'PICK_LIST',
      required: false,
      unique: false,
      showInTable: true,
      pickListSelection: [{ label: 'Corrosive', value: 'corrosive' }],
      relatesTo: null,
    });
    expect(fieldInputOf({ ...pick, dataType: 'TEXT' }).pickListSelection).toEqual([]);
    expect(fieldInputOf({ ...pick, dataType: 'BOOLEAN', unique: true }).unique).toBe(false);
  });

  it('names the first thing to fix', () => {
    expect(fieldDraftProblem(emptyFieldDraft)).toBe('Name the field');
    expect(fieldDraftProblem({ ...emptyFieldDraft, fieldName: 'hazard', dataType: 'PICK_LIST' })).toBe('Add at least one choice');
    expect(fieldDraftProblem({ ...emptyFieldDraft, fieldName: 'supplier', dataType: 'RELATION' })).toBe('Choose the related library');
    expect(fieldDraftProblem({ ...emptyFieldDraft, fieldName: 'name' })).toBeNull();
  });

  it('reads an existing field back into the editor', () => {
    const field = { fieldName: 'hazard', dataType: 'PICK_LIST' as const, required: true, unique: false, showInTable: false, pickListSelection: [{ label: 'Oxidizer', value: 'Oxidizer' }], relatesTo: null };
    expect(draftOfField(field)).toEqual({ fieldName: 'hazard', dataType: 'PICK_LIST', required: true, unique: false, showInTable: false, pickList: 'Oxidizer', relatesTo: '' });
  });
});
