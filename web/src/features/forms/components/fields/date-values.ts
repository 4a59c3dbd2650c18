import { format, isValid, parseISO } from 'date-fns';
import { datePickerBounds, isWithinDatePickerBounds } from '@schema/template/date-rules';
import { dateAnswerProblems, type AnswerProblem, type DateValues } from '@schema/forms/answer-validation';
import type { Question, ValidationRule } from '@schema/template/model';

/** The picker's display format: the spec's date format, with the time when the question includes it. */
export function pickerFormat(includeTime: boolean): string {
  const { format: dateFormat } = datePickerBounds(new Date());
  return includeTime ? `${dateFormat} hh:mm a` : dateFormat;
}

/** A stored date (yyyy-MM-dd, or an ISO date-time) as the picker's value. */
export function toPickerValue(stored: string | null): Date | null {
  if (!stored) return null;
  const date = parseISO(stored);
  return isValid(date) ? date : null;
}

/** A picked date as the API takes it: yyyy-MM-dd, or an ISO date-time when the question includes the time. */
export function toStoredDate(date: Date, includeTime: boolean): string {
  return includeTime ? date.toISOString() : format(date, 'yyyy-MM-dd');
}

/** Why a picked date cannot be saved, or null: it is incomplete or outside the picker's range. */
export function pickedDateProblem(date: Date | null, today: Date): string | null {
  if (date === null) return null;
  if (!isValid(date)) return 'Enter a complete date as MM/DD/YYYY.';
  if (!isWithinDatePickerBounds(date, today)) return `Enter a date between 01/01/1950 and 12/31/${today.getFullYear() + 2}.`;
  return null;
}

/** A question's validation rules as the date rules read them (the API sends their enums as strings). */
export function asValidationRules(rules: ReadonlyArray<{ id: string; field: string; operator: string; unit: string; value: number; relativeTo: string }>): ValidationRule[] {
  return rules as ValidationRule[];
}

/** A date or date range question as the API sends it: the rules' enums come as strings. */
interface DatedQuestion {
  __typename: 'DateQuestion' | 'DateRangeQuestion';
  id: string;
  title: string;
  validationRules: Parameters<typeof asValidationRules>[0];
}

/** The rules a date answer breaks, judged as the server judges them: on the tenant's calendar at `now`. */
export function dateRuleProblems(question: DatedQuestion, values: DateValues, now: Date): AnswerProblem[] {
  return dateAnswerProblems({ ...question, validationRules: asValidationRules(question.validationRules) } as Question, values, now);
}

/** What a date question says under its field: a refused save whose reason is already shown beside it is "Not saved.". */
export function dateSaveText(statusText: string, refused: boolean, rulesBroken: boolean): string {
  return refused && rulesBroken ? 'Not saved.' : statusText;
}
