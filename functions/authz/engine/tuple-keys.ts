/**
 * The string forms of OpenFGA's API: objects `type:id`, users `type:id`, `type:*` or `type:id#relation`, and
 * tuple keys. Parsing is strict so that malformed input is refused instead of matching nothing.
 */
import type { TupleKey } from './types';

/** A user as the engine reasons about it. */
export type ParsedUser =
  | { kind: 'object'; type: string; id: string }
  | { kind: 'wildcard'; type: string }
  | { kind: 'userset'; type: string; id: string; relation: string };

const namePattern = /^[^\s:#@*]+$/;
const idPattern = /^[^\s:#]+$/;

/** `type:id` split, or undefined when the string is not a well-formed object. */
export function parseObject(object: string): { type: string; id: string } | undefined {
  const colon = object.indexOf(':');
  if (colon < 0) return undefined;
  const type = object.slice(0, colon);
  const id = object.slice(colon + 1);
  if (!namePattern.test(type) || !idPattern.test(id) || id === '*') return undefined;
  return { type, id };
}

/** A user string parsed, or undefined when it is malformed. */
export function parseUser(user: string): ParsedUser | undefined {
  const hash = user.indexOf('#');
  if (hash >= 0) {
    const object = parseObject(user.slice(0, hash));
    const relation = user.slice(hash + 1);
    if (!object || !isRelationName(relation)) return undefined;
    return { kind: 'userset', type: object.type, id: object.id, relation };
  }
  if (user.endsWith(':*')) {
    const type = user.slice(0, -2);
    return namePattern.test(type) ? { kind: 'wildcard', type } : undefined;
  }
  const object = parseObject(user);
  return object && { kind: 'object', ...object };
}

/** Whether a relation name is well formed. */
export function isRelationName(relation: string): boolean {
  return namePattern.test(relation);
}

/** The type part of `type:id`, `type:*` or `type:id#relation` (no validation). */
export function typeOf(objectOrUser: string): string {
  const colon = objectOrUser.indexOf(':');
  return colon < 0 ? objectOrUser : objectOrUser.slice(0, colon);
}

/** `object#relation`, the userset string. */
export function userset(object: string, relation: string): string {
  return `${object}#${relation}`;
}

/** OpenFGA's `object#relation@user` rendering, for messages and cache keys. */
export function tupleKeyToString(key: Pick<TupleKey, 'user' | 'relation' | 'object'>): string {
  return `${key.object}#${key.relation}@${key.user}`;
}

/** The user string of a parsed user. */
export function formatUser(user: ParsedUser): string {
  if (user.kind === 'wildcard') return `${user.type}:*`;
  if (user.kind === 'userset') return `${user.type}:${user.id}#${user.relation}`;
  return `${user.type}:${user.id}`;
}
