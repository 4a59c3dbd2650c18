import { AuthzError, type ReadFilter } from '../authz/engine/types';
import {
  splitObject,
  tupleObjectPartition,
  tupleObjectSortKey,
  tupleRelationSortKey,
  tupleUserPartition,
} from './entities/authz';
import { decodeCursor, encodeCursor, type ItemFilter } from './store';
import { indexKeyAttributes, tableLayout } from './table-layout';

/** How one OpenFGA Read filter is served: a Query of one side, or (no filter at all) a Scan. */
export type ReadPlan =
  | { kind: 'query'; index?: 'gsi2'; pk: string; skBeginsWith?: string; skEquals?: string; filter?: ItemFilter }
  | { kind: 'scan'; filter: ItemFilter };

const invalid = (message: string) => new AuthzError('validation_error', message, 2000);
const invalidToken = (message: string) => new AuthzError('invalid_continuation_token', message, 2007);
const filterObject = /^[^\s:#@]+:[^\s:#]*$/;
const filterRelation = /^[^\s:#@]+$/;

/**
 * OpenFGA's Read semantics: no filter reads every tuple; otherwise the object is required, either
 * `type:id` (relation and user optional) or `type:` meaning every object of the type, which needs a user.
 */
export function planRead(filter: ReadFilter): ReadPlan {
  const object = filter.object || undefined;
  const relation = filter.relation || undefined;
  const user = filter.user || undefined;
  if (!object) {
    if (relation || user) throw invalid("the 'object' field is required when 'relation' or 'user' is given");
    return {
      kind: 'scan',
      filter: {
        expression: 'begins_with(#f_pk, :f_pk) AND #f_e = :f_e',
        names: { '#f_pk': tableLayout.partitionKey, '#f_e': 'entity' },
        values: { ':f_pk': tupleObjectPartition(''), ':f_e': 'Tuple' },
      },
    };
  }
  if (!filterObject.test(object)) throw invalid(`invalid 'object' field format: '${object}'`);
  if (relation && !filterRelation.test(relation)) throw invalid(`invalid 'relation' field format: '${relation}'`);
  const { type, id } = splitObject(object);
  if (!id) {
    if (!user) throw invalid("the 'user' field is required when the 'object' field is a type only ('type:')");
    return { kind: 'query', index: 'gsi2', pk: tupleUserPartition(user), skBeginsWith: tupleObjectSortKey(type, relation) };
  }
  const pk = tupleObjectPartition(object);
  if (relation && user) return { kind: 'query', pk, skEquals: tupleRelationSortKey(relation, user) };
  if (relation) return { kind: 'query', pk, skBeginsWith: tupleRelationSortKey(relation) };
  if (user) {
    return { kind: 'query', pk, filter: { expression: '#f_u = :f_u', names: { '#f_u': 'user' }, values: { ':f_u': user } } };
  }
  return { kind: 'query', pk };
}

/** What a continuation token is bound to: the filter it was issued for. */
export const filterFingerprint = (filter: ReadFilter) =>
  JSON.stringify([filter.object || '', filter.relation || '', filter.user || '']);

/** The opaque continuation token: DynamoDB's position (LastEvaluatedKey) and the filter it belongs to. */
export function encodeToken(cursor: string, fingerprint: string): string {
  return Buffer.from(JSON.stringify({ c: cursor, f: fingerprint })).toString('base64url');
}

/** The store cursor inside a token, after checking that the token was issued for this very read. */
export function decodeToken(token: string, plan: ReadPlan, fingerprint: string): string {
  let parsed: { c?: unknown; f?: unknown };
  let key: Record<string, unknown> | undefined;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as typeof parsed;
    key = typeof parsed.c === 'string' ? decodeCursor(parsed.c) : undefined;
  } catch {
    throw invalidToken('invalid continuation token');
  }
  if (parsed.f !== fingerprint) throw invalidToken('invalid continuation token: it was issued for another filter');
  const names: string[] = [tableLayout.partitionKey, tableLayout.sortKey];
  if (plan.kind === 'query' && plan.index) names.push(...Object.values(indexKeyAttributes(plan.index)));
  const partition = plan.kind === 'query' && plan.index ? indexKeyAttributes(plan.index).partitionKey : 'pk';
  const wellFormed =
    typeof key === 'object' &&
    key !== null &&
    Object.keys(key).length === names.length &&
    names.every((name) => typeof key[name] === 'string') &&
    (plan.kind === 'scan' || key[partition] === plan.pk);
  if (!wellFormed) throw invalidToken('invalid continuation token');
  return encodeCursor(key) as string;
}
