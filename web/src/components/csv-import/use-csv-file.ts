import { useState } from 'react';
import { readCsvHead, type CsvHead } from '@/lib/csv/csv-file';

/** How many of the file's first rows the preview checks. */
const previewRows = 10;

/**
 * The CSV file an import is about: the file chosen, its headers and first rows once read (papaparse, no further
 * than the preview needs), or that it could not be read. `onRead` sets the first mapping before the rows show.
 */
export function useCsvFile({ onChoose, onRead }: { onChoose: () => void; onRead: (head: CsvHead) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [head, setHead] = useState<CsvHead | null>(null);
  const [readFailed, setReadFailed] = useState(false);

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    onChoose();
    setFile(chosen);
    setHead(null);
    setReadFailed(false);
    try {
      const read = await readCsvHead(chosen, previewRows);
      onRead(read);
      setHead(read);
    } catch {
      setReadFailed(true);
    }
  }

  return { file, head, readFailed, choose };
}

/** A CSV file being chosen and read (useCsvFile). */
export type CsvFileState = ReturnType<typeof useCsvFile>;
