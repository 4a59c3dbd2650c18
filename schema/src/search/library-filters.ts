/** How a library filter compares an item's field with its value. */
export const libraryFilterOperators = ['equals', 'notEquals', 'contains'] as const;

export type LibraryFilterOperator = (typeof libraryFilterOperators)[number];

/** One rule an item's field must pass (a question's librarySearchFilter, or its filterBy). */
export interface LibraryFilterRule {
  field: string;
  operator: LibraryFilterOperator;
  value: string;
}

/** A library item's free-form fields. */
export type LibraryFields = Readonly<Record<string, unknown>>;

const asText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a field passes one rule, ignoring case. A field holding a list passes `equals` when one of its
 * entries equals the value, and `notEquals` when none does; a missing field equals nothing.
 */
export function passesFilter(fields: LibraryFields, rule: LibraryFilterRule): boolean {
  const raw = fields[rule.field];
  const values = Array.isArray(raw) ? raw.map(asText) : [asText(raw)];
  const present = raw !== undefined && raw !== null;
  switch (rule.operator) {
    case 'equals':
      return present && values.some((value) => same(value, rule.value));
    case 'notEquals':
      return !present || !values.some((value) => same(value, rule.value));
    case 'contains':
      return present && values.some((value) => value.toLowerCase().includes(rule.value.trim().toLowerCase()));
  }
}

/** Whether an item's fields pass every rule (no rules: every item passes). */
export function passesFilters(fields: LibraryFields, rules: readonly LibraryFilterRule[]): boolean {
  return rules.every((rule) => passesFilter(fields, rule));
}

/** Whether a text names a known operator (templates store operators as free text). */
export const isLibraryFilterOperator = (operator: string): operator is LibraryFilterOperator =>
  (libraryFilterOperators as readonly string[]).includes(operator);

/**
 * The rules a library search question applies: its own librarySearchFilter (rules with an unknown operator are
 * left out) and, when it has filterBy and the source question is answered, `filterBy.sourceField` equal to the
 * source answer's value of that field.
 */
export function libraryQuestionFilters(
  question: {
    filterBy?: { sourceQuestion: string; sourceField: string } | null;
    librarySearchFilter?: ReadonlyArray<{ field: string; operator: string; value: string }> | null;
  },
  sourceValue: string | null | undefined,
): LibraryFilterRule[] {
  const own = (question.librarySearchFilter ?? [])
    .filter((rule) => isLibraryFilterOperator(rule.operator))
    .map(({ field, operator, value }) => ({ field, operator: operator as LibraryFilterOperator, value }));
  const fromSource =
    question.filterBy && sourceValue ? [{ field: question.filterBy.sourceField, operator: 'equals' as const, value: sourceValue }] : [];
  return [...own, ...fromSource];
}

/** The text of one field of a chosen library item (its fields as the API sends them: JSON text), or null. */
export function libraryFieldText(fieldsJson: string | null | undefined, field: string): string | null {
  if (!fieldsJson) return null;
  try {
    const fields = JSON.parse(fieldsJson) as unknown;
    if (typeof fields !== 'object' || fields === null) return null;
    const value = (fields as Record<string, unknown>)[field];
    return value === undefined || value === null ? null : asText(value);
  } catch {
    return null;
  }
}
