import type { AuthzModel, Rewrite } from '../model/model-types';
import { parseUser, typeOf } from '../tuple-keys';
import type { TupleKey } from '../types';
import { allOf, anyOf, butNot, type Branch, type Outcome } from './outcome';
import { tupleCondition } from './tuple-condition';
import type { TupleReader } from './tuple-reader';

/** One step of a resolution path: the question, its depth, and the top-level question (chain) it serves. */
export interface Frame {
  key: string;
  depth: number;
  parent?: Frame;
  chain: number;
}

/** What a rewrite needs from the resolver: the model, tuples, the request context and sub-questions. */
export interface RewriteScope {
  model: AuthzModel;
  reader: TupleReader;
  context?: Record<string, unknown>;
  resolve(user: string, relation: string, object: string, parent: Frame): Promise<Outcome>;
}

interface Question {
  user: string;
  relation: string;
  object: string;
  frame: Frame;
}

/** A tuple's condition first, then (if it holds) what the tuple leads to. */
function guarded(scope: RewriteScope, key: TupleKey, next: Branch): Branch {
  return async () => {
    const condition = tupleCondition(scope.model, key, scope.context);
    return condition === 'allowed' ? next() : condition;
  };
}

function isDirectMatch(key: TupleKey, user: string, userType: string | undefined): boolean {
  return key.user === user || (userType !== undefined && key.user === `${userType}:*`);
}

/**
 * The relation's own tuples: the user itself, a wildcard of its type (for plain users), then usersets,
 * each resolved as a sub-question. Direct matches go first so that the usual case stops early.
 */
async function checkDirect(scope: RewriteScope, question: Question): Promise<Outcome> {
  const tuples = await scope.reader.usersOf(question.object, question.relation);
  const parsed = parseUser(question.user);
  const wildcardType = parsed?.kind === 'object' ? parsed.type : undefined;
  const direct = tuples.filter((key) => isDirectMatch(key, question.user, wildcardType));
  const usersets = tuples.filter((key) => key.user.includes('#') && key.user !== question.user);
  const branches = [
    ...direct.map((key) => guarded(scope, key, async () => 'allowed')),
    ...usersets.map((key) => {
      const [object = '', relation = ''] = key.user.split('#');
      return guarded(scope, key, () => scope.resolve(question.user, relation, object, question.frame));
    }),
  ];
  return anyOf(branches);
}

/** `computed from tupleset`: the computed relation on every parent the tupleset relation points to. */
async function checkTupleToUserset(
  scope: RewriteScope,
  question: Question,
  tupleset: string,
  computed: string,
): Promise<Outcome> {
  const parents = await scope.reader.usersOf(question.object, tupleset);
  const branches = parents
    // A parent whose type lacks the computed relation contributes nothing, as in OpenFGA.
    .filter((key) => scope.model.types.get(typeOf(key.user))?.relations.has(computed))
    .map((key) => guarded(scope, key, () => scope.resolve(question.user, computed, key.user, question.frame)));
  return anyOf(branches);
}

/**
 * Starts the store reads a relation's rewrite will need on this object (its own tuples and its tuplesets)
 * at once, without waiting: the branches are still evaluated in order, but each finds its read under way
 * instead of paying a round trip in turn. The reads are shared through the store cache.
 */
export function prefetchReads(scope: RewriteScope, rewrite: Rewrite, object: string, relation: string): void {
  const read = (readRelation: string) => void scope.reader.usersOf(object, readRelation).catch(() => undefined);
  const visit = (node: Rewrite): void => {
    if (node.kind === 'this') read(relation);
    else if (node.kind === 'ttu') read(node.tupleset);
    else if (node.kind === 'union' || node.kind === 'intersection') node.children.forEach(visit);
    else if (node.kind === 'exclusion') [node.base, node.subtract].forEach(visit);
  };
  if (rewrite.kind !== 'this') visit(rewrite);
}

/** Evaluates one node of a relation's rewrite tree for the question. */
export function checkRewrite(scope: RewriteScope, rewrite: Rewrite, question: Question): Promise<Outcome> {
  const child = (node: Rewrite): Branch => () => checkRewrite(scope, node, question);
  switch (rewrite.kind) {
    case 'this':
      return checkDirect(scope, question);
    case 'computed':
      return scope.resolve(question.user, rewrite.relation, question.object, question.frame);
    case 'ttu':
      return checkTupleToUserset(scope, question, rewrite.tupleset, rewrite.computed);
    case 'union':
      return anyOf(rewrite.children.map(child));
    case 'intersection':
      return allOf(rewrite.children.map(child));
    case 'exclusion':
      return butNot(child(rewrite.base), child(rewrite.subtract));
  }
}
