import type { StoredTuple, TupleKey } from '../../authz/engine/types';
import { defineEntity } from '../entity';

/**
 * One relationship tuple of the authorization engine, stored once and reachable from both sides:
 *
 * - object side (primary key): `FGA#{object}` / `{relation}#{user}`: every user of (object, relation) is one
 *   Query with `begins_with({relation}#)`;
 * - user side (gsi2): `FGAUSER#{user}` / `{objectType}#{relation}#{objectId}`: every object of one type on
 *   which an exact user string (user, wildcard or userset) has a relation is one Query with
 *   `begins_with({objectType}#{relation}#)`.
 *
 * The keys need no escaping because OpenFGA's own syntax rules keep the separators out of the parts (see
 * `tupleKeyProblem`): types, ids and relations never contain `#`, so every `#` in a key is a separator and
 * no two tuples share a key, and no prefix of one relation or type matches another.
 */
export interface TupleRecord {
  /** `type:id` */
  object: string;
  relation: string;
  /** `type:id`, `type:*` or `type:id#relation` */
  user: string;
  conditionName?: string;
  /**
   * The condition's context as JSON text: kept as text so any JSON value round-trips exactly (DynamoDB maps
   * would refuse numbers past 38 digits and the SDK integers past 2^53, and nest at most 32 levels).
   */
  conditionContext?: string;
  /** When the tuple was written (ISO 8601), as OpenFGA's Read answers it. */
  timestamp: string;
  /** The write call that stored the item: undoing a failed call removes only its own items. */
  writeId: string;
}

/** `type:id` split at its one colon. */
export function splitObject(object: string): { type: string; id: string } {
  const colon = object.indexOf(':');
  return { type: object.slice(0, colon), id: object.slice(colon + 1) };
}

export const tupleObjectPartition = (object: string) => `FGA#${object}`;
export const tupleUserPartition = (user: string) => `FGAUSER#${user}`;
/** The object side's sort key, or (with no user) the prefix of every user of one relation. */
export const tupleRelationSortKey = (relation: string, user = '') => `${relation}#${user}`;
/** The user side's sort key, or (with fewer parts) a prefix of it. */
export const tupleObjectSortKey = (objectType: string, relation?: string, objectId?: string) =>
  relation === undefined ? `${objectType}#` : `${objectType}#${relation}#${objectId ?? ''}`;

export const tupleEntity = defineEntity<TupleRecord, 'byUser'>({
  name: 'Tuple',
  key: (t) => ({ pk: tupleObjectPartition(t.object), sk: tupleRelationSortKey(t.relation, t.user) }),
  indexes: {
    byUser: {
      index: 'gsi2',
      key: (t) => {
        const { type, id } = splitObject(t.object);
        return { pk: tupleUserPartition(t.user), sk: tupleObjectSortKey(type, t.relation, id) };
      },
    },
  },
});

// OpenFGA's rules (pkg/tuple): an object is `type:id` with exactly one colon and no `#` or whitespace; a
// relation has no `:`, `#`, `@` or whitespace; a user is an object, a `type:*` wildcard or `object#relation`.
const objectPattern = /^[^\s:#@]+:[^\s:#]+$/;
const relationPattern = /^[^\s:#@]+$/;
const userPattern = /^[^\s:#@]+:[^\s:#]+(#[^\s:#@]+)?$/;
// OpenFGA's size limits (bytes). They also keep every key under DynamoDB's 1,024-byte sort key limit.
const limits = { object: 256, relation: 50, user: 512 };

/** Why a tuple cannot be stored (its parts break OpenFGA's syntax), or undefined when it can. */
export function tupleKeyProblem(tuple: { object: string; relation: string; user: string }): string | undefined {
  if (!objectPattern.test(tuple.object)) return "the 'object' field must be 'type:id' (no '#', ':' once, no spaces)";
  if (!relationPattern.test(tuple.relation)) return "the 'relation' field must not contain ':', '#', '@' or spaces";
  if (!userPattern.test(tuple.user)) return "the 'user' field must be 'type:id', 'type:*' or 'type:id#relation'";
  for (const part of ['object', 'relation', 'user'] as const) {
    if (Buffer.byteLength(tuple[part]) > limits[part]) return `the '${part}' field is longer than ${limits[part]} bytes`;
  }
  return undefined;
}

/** The record that stores a tuple written by the call `writeId` at `timestamp`. */
export function tupleRecordOf(tuple: TupleKey, writeId: string, timestamp: string): TupleRecord {
  const condition = tuple.condition?.name ? tuple.condition : undefined;
  return {
    object: tuple.object,
    relation: tuple.relation,
    user: tuple.user,
    ...(condition ? { conditionName: condition.name } : {}),
    ...(condition?.context !== undefined ? { conditionContext: JSON.stringify(condition.context) } : {}),
    timestamp,
    writeId,
  };
}

/** The tuple a record stores, as the engine and OpenFGA's Read see it. */
export function storedTupleOf(record: TupleRecord): StoredTuple {
  const key: TupleKey = { user: record.user, relation: record.relation, object: record.object };
  if (record.conditionName) {
    key.condition = {
      name: record.conditionName,
      ...(record.conditionContext !== undefined
        ? { context: JSON.parse(record.conditionContext) as Record<string, unknown> }
        : {}),
    };
  }
  return { key, timestamp: record.timestamp };
}
