import { describe, expect, it } from 'vitest';
import type { LibraryField } from '@schema/libraries/library-model';
import { importSlices, reasonOf, rowChecker, type RowOutcome } from './import-rows';

const field = (fieldName: string, more: Partial<LibraryField> = {}): LibraryField => ({
  fieldName,
  dataType: 'TEXT',
  required: false,
  unique: false,
  showInTable: true,
  displayOrder: 0,
  pickListSelection: [],
  relatesTo: null,
  ...more,
});

const library = { fieldArraySchema: [field('name', { required: true, unique: true }), field('flash', { dataType: 'NUMBER', displayOrder: 1 })] };
const mapping = { name: 'Name', flash: 'Flash' };

describe('an import of a streamed file', () => {
  it('sends the rows that pass the browser checks in batches of 100 and keeps the refused ones with their reasons', async () => {
    // Prepare
    const sent: number[] = [];
    const send = async (rows: Array<Record<string, string>>): Promise<RowOutcome[]> => {
      sent.push(rows.length);
      return rows.map((row, index) => (row.name === 'Held elsewhere' ? { index, outcome: 'REJECTED', errors: [{ fieldName: 'name', message: 'Another item already has name' }] } : { index, outcome: 'CREATED', errors: [] }));
    };
    const records = Array.from({ length: 150 }, (_, index) => ({ Name: `Chemical ${index}`, Flash: String(index) }));
    records[3] = { Name: 'Chemical 0', Flash: '1' };
    records[4] = { Name: 'Bad flash', Flash: 'hot' };
    records[120] = { Name: 'Held elsewhere', Flash: '' };
    const run = importSlices({ check: rowChecker(library, mapping), send, onProgress: () => undefined, isCancelled: () => false });

    // Act
    await run.onSlice({ records: records.slice(0, 70), progress: 0.5 });
    await run.onSlice({ records: records.slice(70), progress: 1 });
    const outcome = await run.finish();

    // Assess
    expect(sent).toEqual([100, 48]);
    expect(outcome.tally).toEqual({ created: 147, updated: 0, rejected: 3 });
    expect(outcome.rejects.map((row) => [row.rowNumber, row.reason])).toEqual([
      [4, 'name "Chemical 0" repeats row 1'],
      [5, 'flash: Enter a number'],
      [121, 'Another item already has name'],
    ]);
  });

  it('stops sending once cancelled', async () => {
    // Prepare
    let cancelled = false;
    const sent: number[] = [];
    const run = importSlices({
      check: rowChecker(library, mapping),
      send: async (rows) => {
        sent.push(rows.length);
        cancelled = true;
        return rows.map((_, index) => ({ index, outcome: 'CREATED' as const, errors: [] }));
      },
      onProgress: () => undefined,
      isCancelled: () => cancelled,
    });

    // Act
    const goOn = await run.onSlice({ records: Array.from({ length: 250 }, (_, index) => ({ Name: `C${index}`, Flash: '' })), progress: 1 });
    const outcome = await run.finish();

    // Assess
    expect(goOn).toBe(false);
    expect(sent).toEqual([100]);
    expect(outcome.tally.created).toBe(100);
  });

  it('names the field in a reason unless the message already does', () => {
    expect(reasonOf([{ fieldName: 'name', message: 'name is required' }, { fieldName: 'flash', message: 'Enter a number' }])).toBe('name is required; flash: Enter a number');
  });
});
