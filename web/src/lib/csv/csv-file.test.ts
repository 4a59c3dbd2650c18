import { describe, expect, it } from 'vitest';
import { readCsvHead, rejectedRowsCsv, streamCsv, type CsvRecord } from './csv-file';

/** A CSV file of `rows` rows, each a few hundred bytes, so a large one spans several of the reader's slices. */
const csvFile = (rows: number) =>
  new File([['name,notes', ...Array.from({ length: rows }, (_, index) => `Chemical ${index},${'x'.repeat(300)}`)].join('\n')], 'chemicals.csv', { type: 'text/csv' });

describe('reading a CSV file', () => {
  it('reads the headers and the first rows only', async () => {
    const head = await readCsvHead(csvFile(50), 10);
    expect(head.headers).toEqual(['name', 'notes']);
    expect(head.records.map((record) => record.name)).toEqual(Array.from({ length: 10 }, (_, index) => `Chemical ${index}`));
  });

  it('streams every row in slices, waiting for each slice to be handled', async () => {
    const seen: CsvRecord[] = [];
    const progress: number[] = [];
    await streamCsv(csvFile(2_000), async (slice) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(...slice.records);
      progress.push(slice.progress);
      return true;
    });
    expect(seen).toHaveLength(2_000);
    expect(seen.at(-1)?.name).toBe('Chemical 1999');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBeCloseTo(1, 1);
  });

  it('stops reading when a slice answers false', async () => {
    let slices = 0;
    await streamCsv(csvFile(2_000), async () => {
      slices += 1;
      return false;
    });
    expect(slices).toBe(1);
  });

  it('writes the rejected rows with their reasons', () => {
    expect(rejectedRowsCsv(['name', 'flash'], [{ record: { name: 'Ethanol, pure', flash: 'hot' }, reason: 'flash: Enter a number' }])).toBe(
      'name,flash,Reason\r\n"Ethanol, pure",hot,flash: Enter a number',
    );
  });
});
