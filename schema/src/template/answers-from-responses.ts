import { answersOf, type AnswerLocation, type Answers } from './answers';

/**
 * The least a stored or fetched response must carry for the rules: its question, its location and, for option
 * questions, the selected options. The kind's other value fields (text, selectedDate, images...) are read
 * generically by `responseHasValue`.
 */
export interface ResponseLike {
  questionId: string;
  location?: AnswerLocation | null;
  selectedOptionIds?: readonly string[] | null;
}

// Bookkeeping fields of a response: they say nothing about whether the question was answered.
const metadataFields = new Set(['__typename', 'id', 'questionId', 'location', 'lastSaved', 'version']);

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  // Booleans (a toggle's state) and objects (a selected person, a measurement unit) are answers as they are.
  return true;
}

/**
 * Whether a response of any kind holds an answer: at least one of its value fields is filled (a non-blank
 * string, a non-empty list, a number, a boolean or an object).
 */
export function responseHasValue(response: ResponseLike): boolean {
  return Object.entries(response).some(([field, value]) => !metadataFields.has(field) && isFilled(value));
}

/** Whether two locations name the same place; missing and empty ids mean the top level. */
export function sameLocation(a: AnswerLocation | null | undefined, b: AnswerLocation | null | undefined): boolean {
  return (a?.parentId || '') === (b?.parentId || '') && (a?.rowId || '') === (b?.rowId || '');
}

/**
 * The answers at one location of a form (the top level by default) from its responses. Pass `outer` (the
 * enclosing location's answers) when building the answers of a table row or a subform.
 */
export function answersFromResponses(
  responses: readonly ResponseLike[],
  location: AnswerLocation | null = null,
  outer?: Answers,
): Answers {
  const selected: Record<string, readonly string[]> = {};
  const answered: string[] = [];
  for (const response of responses) {
    if (!sameLocation(response.location, location)) continue;
    if (response.selectedOptionIds) selected[response.questionId] = response.selectedOptionIds;
    if (responseHasValue(response)) answered.push(response.questionId);
  }
  return answersOf({ selected, answered, outer });
}
