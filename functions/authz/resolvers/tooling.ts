import { z } from 'zod';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import {
  checkInputSchema,
  expandInputSchema,
  readInputSchema,
  writeInputSchema,
  type TupleKeyInput,
} from '../authz-inputs';
import { assertAllowed, platformObject } from '../checks';
import { AuthzError, type StoredTuple, type TupleKey } from '../engine/types';
import { authorization } from '../service';
import { explanationView } from './explanation-view';
import { objectTypesOf, readAcrossTypes } from './read-across-types';

/** The studio's authorization tooling is for holders of can_manage_permissions on the platform. */
export const assertCanManage = (caller: Caller) =>
  assertAllowed(caller, 'can_manage_permissions', platformObject, {
    message: 'You need permission to manage permissions to use the authorization tools.',
  });

/** An engine refusal (invalid tuple, unknown type or relation...) is the caller's input: BAD_USER_INPUT. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuthzError) throw badUserInput(error.message, { fgaCode: error.code, fgaNumericCode: error.numericCode });
    throw error;
  }
}

const toTupleKey = (input: TupleKeyInput): TupleKey => ({
  user: input.user,
  relation: input.relation,
  object: input.object,
  ...(input.condition ? { condition: { name: input.condition.name, ...(input.condition.context ? { context: input.condition.context } : {}) } } : {}),
});

const tupleView = ({ key, timestamp }: StoredTuple) => ({
  key: {
    user: key.user,
    relation: key.relation,
    object: key.object,
    condition: key.condition ? { name: key.condition.name, context: key.condition.context ? JSON.stringify(key.condition.context) : null } : null,
  },
  timestamp,
});

export async function fgaAuthorizationModel(caller: Caller) {
  await assertCanManage(caller);
  const model = await authorization().readAuthorizationModel();
  return { id: model.id, dsl: model.dsl, json: JSON.stringify(model.json) };
}

/** OpenFGA's Read; by user alone (and relation) it reads each of the model's object types in turn. */
export async function fgaRead(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(readInputSchema, args.input);
  await assertCanManage(caller);
  const page = { pageSize: input.pageSize ?? 50, ...(input.continuationToken ? { continuationToken: input.continuationToken } : {}) };
  const relation = input.relation ? { relation: input.relation } : {};
  const service = authorization();
  const result = await answering(async () => {
    if (input.user && !input.object) {
      const types = objectTypesOf((await service.readAuthorizationModel()).json);
      return readAcrossTypes((filter, typePage) => service.read(filter, typePage), types, { user: input.user, ...relation }, page);
    }
    return service.read({ ...(input.user ? { user: input.user } : {}), ...relation, ...(input.object ? { object: input.object } : {}) }, page);
  });
  return { tuples: result.tuples.map(tupleView), continuationToken: result.continuationToken ?? null };
}

const checkRequest = (input: z.output<typeof checkInputSchema>) => ({
  user: input.user,
  relation: input.relation,
  object: input.object,
  ...(input.context ? { context: input.context } : {}),
  ...(input.contextualTuples ? { contextualTuples: input.contextualTuples.map(toTupleKey) } : {}),
});

export async function fgaCheck(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(checkInputSchema, args.input);
  await assertCanManage(caller);
  const allowed = await answering(() => authorization().check(checkRequest(input)));
  return { allowed };
}

/** Why a check answers as it does; unknown types and relations are BAD_USER_INPUT, as for fgaCheck. */
export async function fgaExplain(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(checkInputSchema, args.input);
  await assertCanManage(caller);
  return explanationView(await answering(() => authorization().explain(checkRequest(input))));
}

export async function fgaExpand(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(expandInputSchema, args.input);
  await assertCanManage(caller);
  const tree = await answering(() => authorization().expand(input));
  return { tree: JSON.stringify(tree) };
}

export async function fgaWrite(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(writeInputSchema, args.input);
  await assertCanManage(caller);
  const writes = (input.writes ?? []).map(toTupleKey);
  const deletes = (input.deletes ?? []).map(toTupleKey);
  await answering(() => authorization().write(writes, deletes));
  return { written: writes.length, deleted: deletes.length };
}

const checkArgs = z.object({ relation: z.string().min(1).max(50), object: z.string().min(3).max(512) });

/** The signed-in user's own check, for UI gating. */
export async function check(caller: Caller, args: unknown) {
  const input = parseInput(checkArgs, args);
  return answering(() =>
    authorization().check({ user: `user:${caller.userId}`, relation: input.relation, object: input.object }),
  );
}
