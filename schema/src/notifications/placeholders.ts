/** The placeholders a subject or body may use; `answers.<questionId>` is the one family with a free part. */
export const fixedPlaceholders = [
  'form.name',
  'form.autoId',
  'form.status',
  'form.link',
  'owner.firstName',
  'workflow.previousStatus',
  'workflow.event',
] as const;

/** The prefix of answer placeholders: `{{answers.<questionId>}}`. */
export const answerPlaceholderPrefix = 'answers.';

const placeholderPattern = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** The values placeholders are replaced with (missing or null ones render empty). */
export interface PlaceholderValues {
  fixed: Partial<Record<(typeof fixedPlaceholders)[number], string | null>>;
  /** Answers in words, by question id. */
  answers: Record<string, string | null>;
  /** The question ids of the template: an answer placeholder naming another one is unknown. */
  questionIds: ReadonlySet<string>;
}

/** Whether a placeholder name is known, given the template's question ids. */
export function isKnownPlaceholder(name: string, questionIds: ReadonlySet<string>): boolean {
  if ((fixedPlaceholders as readonly string[]).includes(name)) return true;
  return name.startsWith(answerPlaceholderPrefix) && questionIds.has(name.slice(answerPlaceholderPrefix.length));
}

/** One unknown placeholder in a text: it is left visible as written. */
export interface PlaceholderProblem {
  field: 'subject' | 'body';
  placeholder: string;
  message: string;
}

/** The unknown placeholders of a subject and body, in order, each once per field. */
export function placeholderProblems(texts: { subject: string; body: string }, questionIds: ReadonlySet<string>): PlaceholderProblem[] {
  return (['subject', 'body'] as const).flatMap((field) => {
    const names = [...texts[field].matchAll(placeholderPattern)].map((match) => match[1] ?? '');
    return [...new Set(names)]
      .filter((name) => !isKnownPlaceholder(name, questionIds))
      .map((name) => ({ field, placeholder: `{{${name}}}`, message: `Unknown placeholder {{${name}}} in the ${field}: it is sent as written.` }));
  });
}

/** Escapes the characters HTML gives meaning to, so a value is always text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function valueOf(name: string, values: PlaceholderValues): string | null | undefined {
  if (name.startsWith(answerPlaceholderPrefix)) {
    const questionId = name.slice(answerPlaceholderPrefix.length);
    return values.questionIds.has(questionId) ? (values.answers[questionId] ?? '') : undefined;
  }
  return (fixedPlaceholders as readonly string[]).includes(name) ? (values.fixed[name as (typeof fixedPlaceholders)[number]] ?? '') : undefined;
}

/**
 * Replaces known placeholders with their values; unknown ones stay as written. `escape` HTML-escapes each value
 * (bodies); subjects are plain text and keep values as they are.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues, escape: boolean): string {
  return text.replace(placeholderPattern, (whole, name: string) => {
    const value = valueOf(name, values);
    if (value === undefined || value === null) return whole;
    return escape ? escapeHtml(value) : value;
  });
}
