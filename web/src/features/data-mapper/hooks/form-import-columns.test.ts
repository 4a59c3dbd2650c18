import { describe, expect, it } from 'vitest';
import { autoMapColumns, importRowOf, missingColumn } from './form-import-columns';
import type { MapperQuestion } from './mapper-draft';

const question = (id: string, title: string, kind = 'TextQuestion'): MapperQuestion => ({ id, title, kind, libraryId: null, isMultiSelect: false });
const questions = [question('q-room', 'Room'), question('q-date', 'Inspected on', 'DateQuestion'), question('q-photo', 'Photos', 'ImageUploadQuestion')];

describe('form import columns', () => {
  it('matches owner, status and questions by title or id, whatever the case, and leaves photos out', () => {
    const columns = autoMapColumns(['Username', 'STATUS', 'room', 'q-date', 'Notes'], questions);

    expect(columns).toEqual({ owner: 'Username', status: 'STATUS', questions: { 'q-room': 'room', 'q-date': 'q-date' } });
    expect(missingColumn(columns)).toBeNull();
  });

  it('asks for the owner and the status columns first', () => {
    expect(missingColumn({ owner: '', status: 'status', questions: {} })).toBe('Choose the column of the owner.');
    expect(missingColumn({ owner: 'owner', status: '', questions: {} })).toBe('Choose the column of the status.');
  });

  it("turns a record into importForms' row with the mapped questions' cells only", () => {
    const row = importRowOf({ owner: 'staff.one', status: 'draft', room: '210B', notes: 'x' }, 4, { owner: 'owner', status: 'status', questions: { 'q-room': 'room', 'q-date': '' } });

    expect(row).toEqual({ rowNumber: 4, owner: 'staff.one', status: 'draft', answers: { 'q-room': '210B' } });
  });
});
