import type { AnswerProblem } from '../forms/answer-validation';
import type { WorkflowProblem } from '../workflow/problem';
import type { ErrorCode } from './error-codes';

/** One problem of an input, as `parseInput` reports it: the dotted path of the field and what is wrong. */
export interface InputProblem {
  path: string;
  message: string;
}

/**
 * BAD_USER_INPUT's details: every problem of a zod-checked input (or of a workflow that cannot be published),
 * or the one field a resolver refused (`field`, with ids naming what it refers to), or the authorization
 * engine's own code. `answers` lists a form's answers that may not be saved or move on (required, date rules).
 */
export interface BadUserInputDetails {
  problems?: InputProblem[] | WorkflowProblem[];
  answers?: AnswerProblem[];
  field?: string;
  fgaCode?: string;
  fgaNumericCode?: number;
  [key: string]: unknown;
}

/**
 * CONFLICT's details: `current` is the server's version of what the caller edited (an answer, an element, a
 * template, a workflow, a notification), so the caller can adopt it instead of reading everything again; `null`
 * when it no longer exists. Other keys name what clashed (a duplicate `name`, a `templateId` being published).
 */
export interface ConflictDetails<Current = unknown> {
  current?: Current | null;
  [key: string]: unknown;
}

/** NOT_FOUND's details: the id that was looked for. */
export interface NotFoundDetails {
  id?: string;
  [key: string]: unknown;
}

/** The details type of each code; codes without details carry none. */
export interface ErrorDetailsByCode {
  BAD_USER_INPUT: BadUserInputDetails;
  CONFLICT: ConflictDetails;
  NOT_FOUND: NotFoundDetails;
}

/** The details a given code may carry (a plain record for codes without a typed shape). */
export type ErrorDetails<C extends ErrorCode = ErrorCode> = C extends keyof ErrorDetailsByCode
  ? ErrorDetailsByCode[C]
  : Record<string, unknown>;

/**
 * What a GraphQL error carries in AppSync's `errorInfo`: the code again (so a client never has to trust
 * `errorType`, which AppSync also uses for its own errors) and the code's details. JSON only.
 */
export interface ErrorInfo<C extends ErrorCode = ErrorCode> {
  code: C;
  details?: ErrorDetails<C>;
}

/**
 * What a Lambda handler returns instead of data when a resolver refuses: the APPSYNC_JS response function
 * raises it with `util.error(message, code, null, { code, details })`.
 */
export interface ErrorEnvelope {
  __error: { code: ErrorCode; message: string; details?: Record<string, unknown> };
}

/** Whether a Lambda's result is an {@link ErrorEnvelope}. */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && '__error' in value;
}
