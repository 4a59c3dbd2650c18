import type { CsvRecord } from '@/lib/csv/csv-file';
import type { MapperQuestion } from './mapper-draft';

/** Which CSV column fills the owner, the status and each question ('' for none). */
export interface FormImportColumns {
  owner: string;
  status: string;
  questions: Record<string, string>;
}

/** One row as importForms takes it. */
export interface FormImportRow {
  rowNumber: number;
  owner: string;
  status: string;
  answers: Record<string, string>;
}

/** The questions a CSV column can answer: text, date, yes/no and choices (several labels separated by ";"). */
export const importableQuestions = (questions: readonly MapperQuestion[]) =>
  questions.filter((question) => ['TextQuestion', 'DateQuestion', 'ToggleQuestion', 'OptionQuestion'].includes(question.kind));

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The columns matched by name at first: "owner" and "status", and each question by its title or id. */
export function autoMapColumns(headers: readonly string[], questions: readonly MapperQuestion[]): FormImportColumns {
  const find = (...names: string[]) => headers.find((header) => names.some((name) => same(header, name))) ?? '';
  return {
    owner: find('owner', 'username'),
    status: find('status'),
    questions: Object.fromEntries(importableQuestions(questions).map((question) => [question.id, find(question.title, question.id)])),
  };
}

/** What the mapping still lacks before an import can start, or null. */
export const missingColumn = (columns: FormImportColumns): string | null =>
  !columns.owner ? 'Choose the column of the owner.' : !columns.status ? 'Choose the column of the status.' : null;

/** A CSV record as importForms' row: the owner, the status and the mapped questions' cells. */
export function importRowOf(record: CsvRecord, rowNumber: number, columns: FormImportColumns): FormImportRow {
  const answers: Record<string, string> = {};
  for (const [questionId, column] of Object.entries(columns.questions)) if (column) answers[questionId] = record[column] ?? '';
  return { rowNumber, owner: record[columns.owner] ?? '', status: record[columns.status] ?? '', answers };
}
