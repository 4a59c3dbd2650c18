import {
  libraryLimits,
  type LibraryField,
  type LibrarySchemaShape,
  type LibraryValue,
  type LibraryValues,
} from './library-model';

/** Why a value was refused (UNIQUE and RELATION come from the checks that need other items: the import's). */
export type LibraryValueProblem = 'REQUIRED' | 'TYPE' | 'PICK_LIST' | 'EMAIL' | 'URL' | 'TOO_LONG' | 'UNKNOWN_FIELD' | 'UNIQUE' | 'RELATION';

/** One refused value: the field, the kind of problem, and the words to show. */
export interface LibraryFieldError {
  fieldName: string;
  problem: LibraryValueProblem;
  message: string;
}

/** The outcome for one item (one row of an import): the values as stored, or the errors. */
export type LibraryItemValidation = { ok: true; values: LibraryValues } | { ok: false; errors: LibraryFieldError[] };

type Parsed = { value: LibraryValue } | { problem: LibraryValueProblem; message: string };

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const dateShape = /^(\d{4})-(\d{2})-(\d{2})$/;
const truthy = new Set(['true', 'yes', 'y', '1']);
const falsy = new Set(['false', 'no', 'n', '0']);

const isEmpty = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

function isCalendarDate(text: string): boolean {
  const match = dateShape.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parseText(raw: unknown): Parsed {
  if (typeof raw !== 'string' && typeof raw !== 'number') return { problem: 'TYPE', message: 'Enter text' };
  const text = String(raw).trim();
  if (text.length > libraryLimits.textValue) return { problem: 'TOO_LONG', message: `At most ${libraryLimits.textValue} characters` };
  return { value: text };
}

/** One parser per data type; a CSV cell (text) and a JSON value are both accepted where they mean the same. */
function parserFor(field: LibraryField): (raw: unknown) => Parsed {
  switch (field.dataType) {
    case 'TEXT':
      return parseText;
    case 'NUMBER':
      return (raw) => {
        const number = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN;
        return Number.isFinite(number) ? { value: number } : { problem: 'TYPE', message: 'Enter a number' };
      };
    case 'DATE':
      return (raw) =>
        typeof raw === 'string' && isCalendarDate(raw.trim()) ? { value: raw.trim() } : { problem: 'TYPE', message: 'Enter a date as YYYY-MM-DD' };
    case 'BOOLEAN':
      return (raw) => {
        if (typeof raw === 'boolean') return { value: raw };
        const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
        if (truthy.has(text)) return { value: true };
        if (falsy.has(text)) return { value: false };
        return { problem: 'TYPE', message: 'Enter yes or no' };
      };
    case 'PICK_LIST': {
      // By value, or by label (what a spreadsheet usually holds), case-insensitively.
      const byKey = new Map<string, string>();
      for (const option of field.pickListSelection) {
        byKey.set(option.label.trim().toLowerCase(), option.value);
        byKey.set(option.value.trim().toLowerCase(), option.value);
      }
      return (raw) => {
        const value = typeof raw === 'string' || typeof raw === 'number' ? byKey.get(String(raw).trim().toLowerCase()) : undefined;
        return value === undefined ? { problem: 'PICK_LIST', message: `"${String(raw)}" is not one of the choices` } : { value };
      };
    }
    case 'EMAIL':
      return (raw) =>
        typeof raw === 'string' && emailShape.test(raw.trim()) && raw.trim().length <= 320
          ? { value: raw.trim() }
          : { problem: 'EMAIL', message: 'Enter an email address such as name@example.edu' };
    case 'URL':
      return (raw) => {
        const text = typeof raw === 'string' ? raw.trim() : '';
        return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) && text.length <= libraryLimits.textValue
          ? { value: text }
          : { problem: 'URL', message: 'Enter a web address starting with http:// or https://' };
      };
    case 'RELATION':
      // The item id in the related library; whether it exists is checked by the caller (it needs a read).
      return (raw) =>
        typeof raw === 'string' && raw.trim().length > 0 && raw.trim().length <= 200
          ? { value: raw.trim() }
          : { problem: 'TYPE', message: 'Choose an item of the related library' };
  }
}

/** A validator compiled for one schema: call it once per item (per row of an import). */
export type LibraryItemValidator = (values: Readonly<Record<string, unknown>>) => LibraryItemValidation;

/**
 * Compiles a schema's fields once (pick-list lookups, parsers), so validating a 10,000-row import is a loop of
 * cheap calls. Empty values (null, missing, blank text) are left out of the stored values.
 */
export function libraryItemValidator(schema: LibrarySchemaShape): LibraryItemValidator {
  const fields = schema.fieldArraySchema.map((field) => ({ field, parse: parserFor(field) }));
  const known = new Set(schema.fieldArraySchema.map((field) => field.fieldName));
  return (input) => {
    const errors: LibraryFieldError[] = [];
    const values: LibraryValues = {};
    for (const name of Object.keys(input)) {
      if (!known.has(name)) errors.push({ fieldName: name, problem: 'UNKNOWN_FIELD', message: `The library has no field ${name}` });
    }
    for (const { field, parse } of fields) {
      const raw = input[field.fieldName];
      if (isEmpty(raw)) {
        if (field.required) errors.push({ fieldName: field.fieldName, problem: 'REQUIRED', message: `${field.fieldName} is required` });
        continue;
      }
      const parsed = parse(raw);
      if ('value' in parsed) values[field.fieldName] = parsed.value;
      else errors.push({ fieldName: field.fieldName, problem: parsed.problem, message: parsed.message });
    }
    return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
  };
}

/** Validates one item's values against a schema (per-field errors, or the values as stored). */
export const validateLibraryItem = (schema: LibrarySchemaShape, values: Readonly<Record<string, unknown>>): LibraryItemValidation =>
  libraryItemValidator(schema)(values);
