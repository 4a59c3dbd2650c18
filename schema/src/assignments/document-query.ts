import { z } from 'zod';
import { cursorArgSchema } from '../paging/list-cursor';
import { idSchema } from '../inputs/forms';

/**
 * Documents by program (spec: end-user area, Documents): a filter of rules (key, operator, value) combined with
 * AND, and a sort (field, direction), where the columns map to the form's autoId (autoId.string) and name.
 * Pure: the server plans its index read with it, and the web builds the same rules.
 */

/** The columns a rule may test. */
export const documentFilterKeys = ['autoId.string', 'name', 'status', 'templateGroupId'] as const;
export type DocumentFilterKey = (typeof documentFilterKeys)[number];

/** How a rule compares, ignoring case. */
export const documentFilterOperators = ['equals', 'notEquals', 'contains', 'startsWith'] as const;
export type DocumentFilterOperator = (typeof documentFilterOperators)[number];

/** The sortable columns: each is served by an index of the program's forms. */
export const documentSortFields = ['autoId.string', 'name'] as const;
export type DocumentSortField = (typeof documentSortFields)[number];

const ruleSchema = z.strictObject({
  key: z.enum(documentFilterKeys),
  operator: z.enum(documentFilterOperators),
  value: z.string().trim().min(1, 'A rule needs a value').max(200),
});
export type DocumentFilterRule = z.infer<typeof ruleSchema>;

/** documentsByProgram's arguments. */
export const documentsByProgramArgsSchema = z.object({
  programId: idSchema,
  filter: z.strictObject({ rules: z.array(ruleSchema).max(10, 'At most 10 rules'), operator: z.literal('AND').nullish() }).nullish(),
  sort: z.strictObject({ field: z.enum(documentSortFields), direction: z.enum(['asc', 'desc']) }).nullish(),
  page: z.number().int().nullish(),
  size: z.number().int().nullish(),
  cursor: cursorArgSchema,
});

/** The document fields rules test. */
export interface FilterableDocument {
  autoId?: string | null;
  name: string;
  status: string;
  templateGroupId: string;
}

const fieldOf = (doc: FilterableDocument, key: DocumentFilterKey): string =>
  (key === 'autoId.string' ? (doc.autoId ?? '') : key === 'name' ? doc.name : key === 'status' ? doc.status : doc.templateGroupId).toLowerCase();

/** Whether one document passes one rule. */
export function passesRule(doc: FilterableDocument, rule: DocumentFilterRule): boolean {
  const field = fieldOf(doc, rule.key);
  const value = rule.value.toLowerCase();
  if (rule.operator === 'equals') return field === value;
  if (rule.operator === 'notEquals') return field !== value;
  if (rule.operator === 'contains') return field.includes(value);
  return field.startsWith(value);
}

/** Whether a document passes every rule (AND). */
export const passesAll = (doc: FilterableDocument, rules: readonly DocumentFilterRule[]) => rules.every((rule) => passesRule(doc, rule));

/** How a query is read: the index of the sort column, a key prefix it narrows to, and the rules left to test. */
export interface DocumentReadPlan {
  field: DocumentSortField;
  descending: boolean;
  /** A sort-key prefix (lower-case) taken from a startsWith or equals rule on the sorted column, if any. */
  prefix: string;
  /** The rules the index does not answer, tested on each document read. */
  remaining: DocumentFilterRule[];
}

/**
 * Plans the read: sorted by autoId.string (descending) unless told otherwise. One startsWith (or equals) rule on the
 * sorted column becomes the key condition; an equals rule keeps testing, as the prefix admits longer values.
 */
export function planDocumentRead(rules: readonly DocumentFilterRule[], sort?: { field: DocumentSortField; direction: 'asc' | 'desc' } | null): DocumentReadPlan {
  const field = sort?.field ?? 'autoId.string';
  const descending = (sort?.direction ?? 'desc') === 'desc';
  const keyRule = rules.find((rule) => rule.key === field && (rule.operator === 'startsWith' || rule.operator === 'equals'));
  const remaining = rules.filter((rule) => rule !== keyRule || rule.operator === 'equals');
  return { field, descending, prefix: keyRule ? keyRule.value.toLowerCase() : '', remaining };
}
