import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { chunkOfPage, csvCell, csvLines, exportCsv, ExportCancelled, type ExportChunk, type ExportPage } from './csv-export';

const pageOf = (texts: Array<Array<string | null>>, nextCursor: string | null): ExportPage => ({
  columns: [{ label: 'Name' }, { label: 'Finding' }],
  docs: texts.map((cells) => ({ cells: cells.map((text) => ({ text, restricted: text === null })) })),
  meta: { nextCursor },
  scanned: 0,
  groupTotal: 3,
});

describe('exportCsv', () => {
  it('writes the header once and each stretch’s rows as they arrive, quoting what must be quoted', async () => {
    const pages = [pageOf([['Lab, 210', 'Leaks "a lot"']], 'c2'), pageOf([['Lab 9', null], ['Lab 8', 'ok']], null)];
    const chunks: string[] = [];
    const asked: Array<string | null> = [];

    const result = await exportCsv({
      fetchChunk: async (cursor) => {
        asked.push(cursor);
        return chunkOfPage(pages[asked.length - 1]!, asked.length === 1);
      },
      write: (chunk) => void chunks.push(chunk),
    });

    expect(result.rows).toBe(3);
    expect(asked).toEqual([null, 'c2']);
    expect(chunks).toHaveLength(2);
    expect(Papa.parse<string[]>(chunks.join(''), { skipEmptyLines: true }).data).toEqual([
      ['Name', 'Finding'],
      ['Lab, 210', 'Leaks "a lot"'],
      ['Lab 9', ''],
      ['Lab 8', 'ok'],
    ]);
  });

  it('reports the rows written and the forms searched after each stretch', async () => {
    const chunks: ExportChunk[] = [
      { csv: 'A\r\n1\r\n', rows: 1, nextCursor: 'c2', scanned: 40, groupTotal: 80 },
      { csv: '2\r\n', rows: 1, nextCursor: null, scanned: 80, groupTotal: 80 },
    ];
    const progress: unknown[] = [];

    await exportCsv({ fetchChunk: async (cursor) => chunks[cursor ? 1 : 0]!, write: () => undefined, onProgress: (step) => progress.push(step) });

    expect(progress).toEqual([
      { rows: 1, scanned: 40, groupTotal: 80 },
      { rows: 2, scanned: 80, groupTotal: 80 },
    ]);
  });

  it('stops between stretches when cancelled', async () => {
    const controller = new AbortController();
    let fetched = 0;

    const run = exportCsv({
      fetchChunk: async () => {
        fetched += 1;
        controller.abort();
        return { csv: 'Lab 1\r\n', rows: 1, nextCursor: 'more', scanned: 1, groupTotal: 3 };
      },
      write: () => undefined,
      signal: controller.signal,
    });

    await expect(run).rejects.toBeInstanceOf(ExportCancelled);
    expect(fetched).toBe(1);
  });
});

describe('csvLines', () => {
  it('ends every line with CRLF, and writes the header alone when there are no rows', () => {
    expect(csvLines(['Name'], [])).toBe('Name\r\n');
    expect(csvLines(undefined, [])).toBe('');
    expect(csvLines(undefined, [[{ text: 'a\nb', restricted: false }]])).toBe('"a\nb"\r\n');
  });
});

describe('csvCell', () => {
  it('empties restricted cells and defuses formulas', () => {
    expect(csvCell({ text: 'secret', restricted: true })).toBe('');
    expect(csvCell({ text: '=HYPERLINK("x")', restricted: false })).toBe(`'=HYPERLINK("x")`);
  });
});
