import Papa from 'papaparse';

/** One CSV record by column header. */
export type CsvRecord = Record<string, string>;

/** The start of a file: its column headers and first records (what the mapping and the preview show). */
export interface CsvHead {
  headers: string[];
  records: CsvRecord[];
}

const options = { header: true, skipEmptyLines: 'greedy', transformHeader: (header: string) => header.trim() } as const;

/** Reads a CSV file's headers and first `count` records, parsing no further than it needs to. */
export function readCsvHead(file: File, count: number): Promise<CsvHead> {
  return new Promise((resolve, reject) => {
    Papa.parse<CsvRecord>(file, {
      ...options,
      preview: count,
      complete: (results) => resolve({ headers: results.meta.fields ?? [], records: results.data }),
      error: (error) => reject(error),
    });
  });
}

/** What a streamed read hands over after each slice of the file. */
export interface CsvSlice {
  records: CsvRecord[];
  /** How far into the file the read has come, from 0 to 1. */
  progress: number;
}

/**
 * Streams a CSV file a slice at a time (papaparse's chunks: never the whole file in memory), waiting for
 * `onSlice` to finish each slice before reading the next. Stops early when `onSlice` answers false.
 */
export function streamCsv(file: File, onSlice: (slice: CsvSlice) => Promise<boolean>): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed = false;
    Papa.parse<CsvRecord>(file, {
      ...options,
      chunkSize: 256 * 1024,
      chunk: (results, parser) => {
        parser.pause();
        onSlice({ records: results.data, progress: file.size > 0 ? Math.min(1, results.meta.cursor / file.size) : 1 }).then(
          (goOn) => (goOn ? parser.resume() : parser.abort()),
          (error: unknown) => {
            failed = true;
            parser.abort();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      },
      complete: () => {
        if (!failed) resolve();
      },
      error: (error) => reject(error),
    });
  });
}

/** The rejected rows as a CSV file's text: their own columns, then a Reason column. */
export function rejectedRowsCsv(headers: readonly string[], rejects: ReadonlyArray<{ record: CsvRecord; reason: string }>): string {
  return Papa.unparse({ fields: [...headers, 'Reason'], data: rejects.map(({ record, reason }) => [...headers.map((header) => record[header] ?? ''), reason]) });
}

/** Offers text to the browser as a file download. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
