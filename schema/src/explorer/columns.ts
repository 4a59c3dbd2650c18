import { indexTemplate, questionOf, type IndexableTemplate } from '../template/template-index';

/** How a column's values read and compare: words, or ISO dates (filtered by day, sorted in time). */
export type ExplorerColumnKind = 'text' | 'date';

/** One column the Data Explorer can show: a form field or a question of the template. */
export interface ExplorerColumn {
  /** `autoId`, `name`, `status`, `owner`, `createdDate`, `lastModified`, or `q:{questionId}`. */
  key: string;
  label: string;
  kind: ExplorerColumnKind;
}

/** The form's own fields a program may expose: business keys (ID, Name), status, dates and owner. */
export const formFieldColumns: readonly ExplorerColumn[] = [
  { key: 'autoId', label: 'ID', kind: 'text' },
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'status', label: 'Status', kind: 'text' },
  { key: 'owner', label: 'Owner', kind: 'text' },
  { key: 'createdDate', label: 'Created', kind: 'date' },
  { key: 'lastModified', label: 'Last Modified', kind: 'date' },
];

/** The column that the template group's forms index serves (sort both ways, filter by a day range). */
export const indexedColumnKey = 'createdDate';

const questionPrefix = 'q:';

/** The column key of a question. */
export const questionColumnKey = (questionId: string) => `${questionPrefix}${questionId}`;

/** The question id a column key names, or null for a form field. */
export const questionIdOfColumn = (key: string): string | null => (key.startsWith(questionPrefix) ? key.slice(questionPrefix.length) : null);

/**
 * The question columns of a template: every question answered once per form (not a table column, not inside a
 * repeatable section, not on a summary page), in template order, compared as the words forms print (dates as
 * MM/dd/yyyy). Questions answered per row would need one row per table row, so they are left out
 * (docs/decisions.md).
 */
export function questionColumnsOf(template: IndexableTemplate): ExplorerColumn[] {
  const columns: ExplorerColumn[] = [];
  for (const node of indexTemplate(template).nodes) {
    const question = questionOf(node);
    if (!question || node.repeated || node.summary || question.__typename === 'TableQuestion') continue;
    columns.push({ key: questionColumnKey(question.id), label: question.title || question.id, kind: 'text' });
  }
  return columns;
}

/** Every column a template offers: the form's fields, then its questions. */
export function candidateColumnsOf(template: IndexableTemplate): ExplorerColumn[] {
  return [...formFieldColumns, ...questionColumnsOf(template)];
}

/**
 * The configured columns, in the configured order, that the template still offers (a question removed from the
 * latest version drops out rather than showing an empty column).
 */
export function configuredColumns(template: IndexableTemplate, keys: readonly string[]): ExplorerColumn[] {
  const offered = new Map(candidateColumnsOf(template).map((column) => [column.key, column]));
  return keys.flatMap((key) => offered.get(key) ?? []);
}
