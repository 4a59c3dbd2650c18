import { authzError } from './errors';
import type { AuthzModel } from './model/model-types';
import { isRelationName, parseObject, parseUser, tupleKeyToString } from './tuple-keys';
import type { TupleKey, TupleStore } from './types';
import { validateTupleForWrite } from './validation/tuple-validation';

/** OpenFGA's limit on writes and deletes together in one call. */
export const maxTuplesPerWrite = 100;

function rejectDuplicates(writes: TupleKey[], deletes: TupleKey[]) {
  const seen = new Set<string>();
  for (const key of [...writes, ...deletes]) {
    const label = tupleKeyToString(key);
    if (seen.has(label)) {
      throw authzError('cannot_allow_duplicate_tuples_in_one_request', `duplicate tuple in write or delete request: '${label}'`);
    }
    seen.add(label);
  }
}

/** Deletes are checked for form only: a tuple the model no longer admits must still be deletable. */
function validateDelete(key: TupleKey) {
  if (!parseObject(key.object) || !parseUser(key.user) || !isRelationName(key.relation)) {
    throw authzError('invalid_tuple', `invalid tuple '${tupleKeyToString(key)}'`);
  }
}

async function exists(store: TupleStore, key: TupleKey): Promise<boolean> {
  const { tuples } = await store.read({ user: key.user, relation: key.relation, object: key.object });
  return tuples.some(({ key: found }) => found.user === key.user && found.relation === key.relation && found.object === key.object);
}

async function requireState(store: TupleStore, keys: TupleKey[], present: boolean) {
  const found = await Promise.all(keys.map((key) => exists(store, key)));
  const wrong = keys.find((_, index) => found[index] !== present);
  if (!wrong) return;
  const reason = present ? 'cannot delete a tuple which does not exist' : 'cannot write a tuple which already exists';
  const tuple = `user: '${wrong.user}', relation: '${wrong.relation}', object: '${wrong.object}'`;
  throw authzError('write_failed_due_to_invalid_input', `${reason}: ${tuple}`);
}

/** A condition with an empty name is no condition (OpenFGA's API treats it so). */
function normalise(key: TupleKey): TupleKey {
  const { condition, ...rest } = key;
  return condition?.name ? { ...rest, condition } : rest;
}

/**
 * OpenFGA's Write: at most 100 tuples (writes and deletes together), no tuple twice, writes valid for the
 * model (types, relations, allowed user types, declared conditions and their context), no write of an
 * existing tuple and no delete of a missing one. Then the store applies deletes and writes.
 */
export async function writeTuples(model: AuthzModel, store: TupleStore, writes: TupleKey[], deletes: TupleKey[]): Promise<void> {
  if (writes.length + deletes.length === 0) {
    throw authzError('validation_error', 'a write needs at least one tuple to write or delete');
  }
  if (writes.length + deletes.length > maxTuplesPerWrite) {
    throw authzError('exceeded_entity_limit', `the number of write operations exceeds the allowed limit of ${maxTuplesPerWrite}`);
  }
  const toWrite = writes.map(normalise);
  rejectDuplicates(toWrite, deletes);
  toWrite.forEach((key) => validateTupleForWrite(model, key));
  deletes.forEach(validateDelete);
  await requireState(store, deletes, true);
  await requireState(store, toWrite, false);
  await store.write(toWrite, deletes.map(({ user, relation, object }) => ({ user, relation, object })));
}
