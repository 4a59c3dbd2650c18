import { fieldSchemaOf, reservedElementFields } from '../../schema/src/inputs/template-elements';
import { badUserInput } from '../shared/errors';
import { parseInput } from '../shared/validate';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON value that must be an object (an element, or changes to one). */
export function jsonObject(value: unknown, what: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw badUserInput(`${what} must be a JSON object.`, { field: what });
  return value;
}

/** A node kind's own fields, checked against its zod schema (defaults filled in); BAD_USER_INPUT naming each problem. */
export function checkedFields(kind: string, fields: Record<string, unknown>): Record<string, unknown> {
  return parseInput(fieldSchemaOf(kind), fields);
}

/** The fields of a new element: what was sent but its kind and id; an empty children list is tolerated. */
export function newElementFields(element: Record<string, unknown>): Record<string, unknown> {
  const { __typename: _kind, id: _id, version: _version, ...fields } = element;
  for (const list of ['children', 'questions'] as const) {
    if (Array.isArray(fields[list]) && (fields[list] as unknown[]).length === 0) delete fields[list];
  }
  return fields;
}

/** Changes to an element, refusing the fields an edit may not set (id, kind, version, children). */
export function checkedChanges(changes: Record<string, unknown>): Record<string, unknown> {
  const reserved = reservedElementFields.filter((field) => field in changes);
  if (reserved.length > 0) {
    throw badUserInput(`These fields cannot be changed by an edit: ${reserved.join(', ')}.`, { fields: reserved });
  }
  return changes;
}
