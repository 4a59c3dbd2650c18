import Papa from 'papaparse';

/** A cell as dataExplorerRows answers it. */
export interface CsvCell {
  text?: string | null;
  restricted: boolean;
}

/** What the export reads of one page of dataExplorerRows (the grid's query; the export's own is {@link ExportChunk}). */
export interface ExportPage {
  columns: ReadonlyArray<{ label: string }>;
  docs: ReadonlyArray<{ cells: ReadonlyArray<CsvCell> }>;
  meta: { nextCursor?: string | null };
  /** Forms examined so far for the query, and in the whole template: the progress of an export. */
  scanned: number;
  groupTotal: number;
}

/** One stretch of an export as dataExplorerExport answers it: its CSV lines, how many rows they hold, and the progress. */
export interface ExportChunk {
  csv: string;
  rows: number;
  nextCursor?: string | null;
  scanned: number;
  groupTotal: number;
}

/** How far an export has come. */
export interface ExportProgress {
  rows: number;
  scanned: number;
  groupTotal: number;
}

/** What an export needs: the next stretch (from a cursor; null for the first), where each chunk of CSV goes, and a stop. */
export interface ExportRun {
  fetchChunk(cursor: string | null): Promise<ExportChunk>;
  write(chunk: string): void | Promise<void>;
  onProgress?(progress: ExportProgress): void;
  signal?: AbortSignal;
}

/** Why an export ended without finishing: the person cancelled it. */
export class ExportCancelled extends Error {
  override readonly name = 'ExportCancelled';
}

/**
 * A cell as the CSV writes it. A restricted cell is empty: the server sends no text for it, and the file says
 * nothing more about it than the grid does. A cell that would start a formula in a spreadsheet (=, +, -, @, tab,
 * carriage return) is written with a leading apostrophe (OWASP's advice against CSV injection).
 */
export function csvCell(cell: CsvCell): string {
  if (cell.restricted || !cell.text) return '';
  return /^[=+\-@\t\r]/.test(cell.text) ? `'${cell.text}` : cell.text;
}

/**
 * Rows of cells as CSV lines (RFC 4180: CRLF after every line, fields quoted only when they must be), the header
 * line first when there is one; '' for no lines.
 */
export function csvLines(header: readonly string[] | undefined, rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  const data = rows.map((cells) => cells.map(csvCell));
  const text = Papa.unparse(header ? { fields: [...header], data } : data, { newline: '\r\n', header: header !== undefined });
  // papaparse ends a header without rows with a line break already, and rows without one.
  return !text || text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** A page of dataExplorerRows as an export chunk (the first page with the header line). */
export function chunkOfPage(page: ExportPage, first: boolean): ExportChunk {
  const csv = csvLines(first ? page.columns.map((column) => column.label) : undefined, page.docs.map((row) => row.cells));
  return { csv, rows: page.docs.length, nextCursor: page.meta.nextCursor ?? null, scanned: page.scanned, groupTotal: page.groupTotal };
}

/**
 * Streams a whole query to CSV, stretch after stretch: each stretch's lines are written as soon as they arrive,
 * so memory holds one stretch at a time. Stops between stretches when the signal is aborted (ExportCancelled).
 */
export async function exportCsv(run: ExportRun): Promise<{ rows: number }> {
  let cursor: string | null = null;
  let rows = 0;
  for (;;) {
    if (run.signal?.aborted) throw new ExportCancelled('The export was cancelled.');
    const chunk = await run.fetchChunk(cursor);
    if (run.signal?.aborted) throw new ExportCancelled('The export was cancelled.');
    if (chunk.csv) await run.write(chunk.csv);
    rows += chunk.rows;
    run.onProgress?.({ rows, scanned: chunk.scanned, groupTotal: chunk.groupTotal });
    cursor = chunk.nextCursor ?? null;
    if (!cursor) return { rows };
  }
}
