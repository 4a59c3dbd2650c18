import type {
  CheckRequest,
  ExpandRequest,
  ListedUser,
  ListObjectsRequest,
  ListUsersRequest,
  UsersetTree,
} from '../authorization-service';
import { authzError } from './errors';
import { expand } from './expand';
import { Explainer } from './explain/explainer';
import { defaultExplainLimits, type ExplainLimits, type Explanation } from './explain/proof';
import { listObjects } from './list-objects';
import { listUsers } from './list-users';
import type { AuthzModel } from './model/model-types';
import { readTuples } from './read-tuples';
import { CheckResolver, maxResolutionDepth } from './resolution/check-resolver';
import { isFailure, toAllowed } from './resolution/outcome';
import { indexFacts, StoreCache, TupleReader } from './resolution/tuple-reader';
import { stableJson } from './stable-json';
import { parseObject, tupleKeyToString } from './tuple-keys';
import type { ObjectFacts, Page, ReadFilter, ReadResult, TupleKey, TupleStore } from './types';
import {
  validateCheckRequest,
  validateContextualTuples,
  validateListObjectsRequest,
  validateListUsersRequest,
} from './validation/request-validation';
import { writeTuples } from './write-tuples';

/** Tuning of an engine instance. */
export interface AuthzEngineOptions {
  /** Resolution depth before "resolution too complex" (OpenFGA's default, 25). */
  maxResolutionDepth?: number;
  /**
   * Start the reads of a relation's branches together (default true): lower latency over a remote store,
   * at the price of reads a short-circuited branch would not have needed.
   */
  prefetch?: boolean;
}

/** One BatchCheck answer: allowed, or the error of that check alone. */
export interface BatchCheckResult {
  allowed: boolean;
  error?: unknown;
}

/** Work done by one engine instance so far: store calls, sub-questions resolved and memo hits. */
export interface EngineStats {
  storeCalls: number;
  resolutions: number;
  memoHits: number;
}

/**
 * The embedded authorization engine with OpenFGA's semantics, over any TupleStore. Create one per request:
 * it remembers every store read and every decided sub-question (by user, relation, object, context and
 * contextual tuples), so a request never asks the same question twice. Writes clear what it remembers.
 */
export class AuthzEngine {
  private readonly cache: StoreCache;
  private readonly resolvers = new Map<string, CheckResolver>();

  constructor(
    readonly model: AuthzModel,
    private readonly store: TupleStore,
    private readonly options: AuthzEngineOptions = {},
  ) {
    this.cache = new StoreCache(store);
  }

  /** Check: whether the user has the relation on the object. Throws AuthzError on invalid input or failure. */
  async check(request: CheckRequest): Promise<boolean> {
    validateCheckRequest(this.model, request);
    const resolver = this.resolverFor(request.context, request.contextualTuples, request.facts);
    return toAllowed(await resolver.check(request.user, request.relation, request.object));
  }

  /** BatchCheck: each check answered on its own, sharing this engine's memo; one failure fails one item. */
  async batchCheck(requests: CheckRequest[]): Promise<BatchCheckResult[]> {
    const results: BatchCheckResult[] = [];
    for (const request of requests) {
      try {
        results.push({ allowed: await this.check(request) });
      } catch (error) {
        results.push({ allowed: false, error });
      }
    }
    return results;
  }

  /**
   * Explain: Check's answer with the path of relations and tuples that granted it or, when refused, the
   * nearest path that would have (explain/explainer.ts defines "nearest"). Input is validated as Check's;
   * a failure of the check itself (a condition parameter missing) is reported, not thrown.
   */
  async explain(request: CheckRequest, limits: Partial<ExplainLimits> = {}): Promise<Explanation> {
    validateCheckRequest(this.model, request);
    const resolver = this.resolverFor(request.context, request.contextualTuples, request.facts);
    const outcome = await resolver.check(request.user, request.relation, request.object);
    const maxDepth = this.options.maxResolutionDepth ?? maxResolutionDepth;
    const explainer = new Explainer(this.model, resolver.reader, request.context, { ...defaultExplainLimits, maxDepth, ...limits });
    const root = await explainer.question(request.user, request.relation, request.object);
    const missingSteps = root.satisfied ? 0 : Number.isFinite(root.cost) ? root.cost : null;
    const checkError = isFailure(outcome) ? errorMessage(outcome.error) : undefined;
    return { allowed: outcome === 'allowed', missingSteps, truncated: explainer.truncated, ...(checkError ? { checkError } : {}), root };
  }

  /** Expand: the userset tree of `object#relation`, one level deep, in OpenFGA's JSON shape. */
  async expand(request: ExpandRequest): Promise<UsersetTree> {
    const object = parseObject(request.object);
    if (!object) throw authzError('validation_error', `invalid 'object' field format '${request.object}'`);
    const type = this.model.types.get(object.type);
    if (!type) throw authzError('type_not_found', `type '${object.type}' not found`);
    if (!type.relations.has(request.relation)) {
      throw authzError('relation_not_found', `relation '${object.type}#${request.relation}' not found`);
    }
    validateContextualTuples(this.model, request.contextualTuples);
    const reader = this.resolverFor(undefined, request.contextualTuples).reader;
    return expand(this.model, reader, request.object, request.relation);
  }

  /** Read: stored tuples matching OpenFGA's filter, paged (at most 100 a page). */
  async read(filter: ReadFilter, page?: Page): Promise<ReadResult> {
    return readTuples(this.store, filter, page);
  }

  /** Write and delete, at most 100 tuples together, validated against the model. */
  async write(writes: TupleKey[], deletes: TupleKey[] = []): Promise<void> {
    try {
      await writeTuples(this.model, this.store, writes, deletes);
    } finally {
      this.cache.clear();
      this.resolvers.clear();
    }
  }

  /** ListObjects: objects of a type on which the user has the relation (each one passes Check). */
  async listObjects(request: ListObjectsRequest): Promise<string[]> {
    validateListObjectsRequest(this.model, request);
    const resolver = this.resolverFor(request.context, request.contextualTuples);
    return listObjects(resolver, request.user, request.type, request.relation);
  }

  /** ListUsers: users of the filter types that have the relation on the object (each one passes Check). */
  async listUsers(request: ListUsersRequest): Promise<ListedUser[]> {
    validateListUsersRequest(this.model, request);
    const resolver = this.resolverFor(request.context, request.contextualTuples);
    return listUsers(resolver, request.object, request.relation, request.userFilters);
  }

  stats(): EngineStats {
    const stats = { storeCalls: this.cache.calls, resolutions: 0, memoHits: 0 };
    for (const resolver of this.resolvers.values()) {
      stats.resolutions += resolver.stats.resolutions;
      stats.memoHits += resolver.stats.memoHits;
    }
    return stats;
  }

  private resolverFor(context: Record<string, unknown> | undefined, contextual: TupleKey[] = [], facts: ObjectFacts[] = []): CheckResolver {
    // Facts differ from form to form, so checks of many forms each get a resolver; they share the store cache.
    const key = stableJson({ context: context ?? {}, contextual, facts });
    let resolver = this.resolvers.get(key);
    if (!resolver) {
      const unique = new Map(contextual.map((tuple) => [tupleKeyToString(tuple), tuple]));
      const reader = new TupleReader(this.model, this.cache, [...unique.values()], indexFacts(facts));
      const { maxResolutionDepth: depth = maxResolutionDepth, prefetch = true } = this.options;
      resolver = new CheckResolver(this.model, reader, context, depth, prefetch);
      this.resolvers.set(key, resolver);
    }
    return resolver;
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An engine for one request over `store`, with `model` (load the model once with loadModel and share it). */
export function createAuthzEngine(model: AuthzModel, store: TupleStore, options?: AuthzEngineOptions): AuthzEngine {
  return new AuthzEngine(model, store, options);
}
