import { parseISO } from 'date-fns';
import type { AnswerLocation } from '../template/answers';
import { isWithinDatePickerBounds } from '../template/date-rules';
import type { Question } from '../template/model';
import type { TemplateIndex } from '../template/template-index';
import { fileUploadProblem } from './files';
import type { ResponseValue } from './response-values';
import { emailProblem, numberProblem, phoneProblem } from './typed-answers';

/** The most images one image question keeps. */
export const maxImagesPerAnswer = 20;

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

function dateProblem(value: string | null, includeTime: boolean, today: Date, label: string): string | null {
  if (value === null) return null;
  if (!includeTime && !dateOnly.test(value)) return `${label} must be a date (yyyy-MM-dd).`;
  const date = parseISO(value);
  if (Number.isNaN(date.getTime())) return `${label} is not a valid date.`;
  if (!isWithinDatePickerBounds(date, today)) return `${label} must be between 01/01/1950 and 12/31/${today.getFullYear() + 2}.`;
  return null;
}

/**
 * Why an answer does not fit its question, or null when it does: option ids the question does not offer, two
 * options for a single choice, dates outside the picker's range, a range that ends before it starts, too many
 * images. The shape of the value is the input schema's job; this checks it against the template.
 */
export function answerProblem(question: Question, value: ResponseValue, today: Date): string | null {
  if (question.__typename === 'OptionQuestion' && value.kind === 'OptionResponse') {
    const offered = new Set(question.options.map((option) => option.id));
    const unknown = value.selectedOptionIds.find((id) => !offered.has(id));
    if (unknown) return `Option ${unknown} is not an option of this question.`;
    if (new Set(value.selectedOptionIds).size !== value.selectedOptionIds.length) return 'An option is selected twice.';
    if (!question.isMultiSelect && value.selectedOptionIds.length > 1) return 'This question takes one option.';
    return null;
  }
  if (question.__typename === 'DateQuestion' && value.kind === 'DateResponse') {
    return dateProblem(value.selectedDate, question.includeTime, today, 'The date');
  }
  if (question.__typename === 'DateRangeQuestion' && value.kind === 'DateRangeResponse') {
    const problem =
      dateProblem(value.start, question.includeTime, today, 'The start date') ?? dateProblem(value.end, question.includeTime, today, 'The end date');
    if (problem) return problem;
    if (value.start && value.end && parseISO(value.end) < parseISO(value.start)) return 'The end date is before the start date.';
    return null;
  }
  if (value.kind === 'ImageUploadResponse' && value.images.length > maxImagesPerAnswer) {
    return `A question keeps at most ${maxImagesPerAnswer} images.`;
  }
  return typedAnswerProblem(question, value);
}

/** The checks of the typed kinds: an email or phone text, a number within bounds, files the question accepts. */
function typedAnswerProblem(question: Question, value: ResponseValue): string | null {
  if (question.__typename === 'EmailQuestion' && value.kind === 'TextResponse') return emailProblem(value.text);
  if (question.__typename === 'PhoneNumberQuestion' && value.kind === 'TextResponse') return phoneProblem(value.text);
  if (question.__typename === 'NumberQuestion' && value.kind === 'NumberResponse') return numberProblem(question, value.value);
  if (question.__typename === 'FileUploadQuestion' && value.kind === 'FileUploadResponse') {
    if (value.files.length > question.maxFiles) return `This question keeps at most ${question.maxFiles === 1 ? '1 file' : `${question.maxFiles} files`}.`;
    if (new Set(value.files.map((file) => file.key)).size !== value.files.length) return 'A file is listed twice.';
    const rules = { acceptedTypes: question.acceptedTypes, maxSizeMb: question.maxSizeMb };
    return value.files.map((file) => fileUploadProblem(rules, file)).find((problem) => problem !== null) ?? null;
  }
  return null;
}

/** The table or repeatable section a node is answered once per row of, or null when it is answered once per form. */
export function rowContainerOf(index: TemplateIndex, nodeId: string): string | null {
  let parentId = index.byId.get(nodeId)?.parentId ?? null;
  while (parentId) {
    const parent = index.byId.get(parentId);
    const kind = parent?.element?.__typename;
    if (kind === 'TableQuestion' || kind === 'RepeatableSection') return parentId;
    parentId = parent?.parentId ?? null;
  }
  return null;
}

/**
 * Why a location does not fit where a question (or a table or repeatable section, for its rows) sits, or null:
 * a question in a row needs its container's id as parentId and a rowId; any other needs no location.
 */
export function locationProblem(index: TemplateIndex, nodeId: string, location: AnswerLocation): string | null {
  const container = rowContainerOf(index, nodeId);
  if (!container) {
    return location.parentId || location.rowId ? 'This question is answered once per form: send no location.' : null;
  }
  if (location.parentId !== container || !location.rowId) {
    return `This question is answered once per row: send location.parentId ${container} and the row's rowId.`;
  }
  return null;
}
