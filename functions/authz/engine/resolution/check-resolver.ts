import { authzError } from '../errors';
import type { AuthzModel } from '../model/model-types';
import { typeOf } from '../tuple-keys';
import { failed, type Outcome } from './outcome';
import { checkRewrite, prefetchReads, type Frame, type RewriteScope } from './rewrite-check';
import type { TupleReader } from './tuple-reader';

/** OpenFGA's default resolution depth: deeper questions fail with "resolution too complex" (2002). */
export const maxResolutionDepth = 25;

function onPath(frame: Frame | undefined, key: string): boolean {
  for (let step = frame; step; step = step.parent) if (step.key === key) return true;
  return false;
}

const isDecided = (outcome: Outcome | undefined) => outcome === 'allowed' || outcome === 'denied';

/**
 * Answers "does user have relation on object" for one request scope (one set of contextual tuples and one
 * context). Decided answers are memoised by user|relation|object, so a request never resolves the same
 * sub-question twice; cycle outcomes depend on the path that met them and are not memoised.
 *
 * Top-level questions may run concurrently (parallel GraphQL resolvers). A question already being resolved
 * by an older top-level question is awaited rather than resolved again; waiting only on older ones keeps
 * the waits acyclic, so two questions that need each other's sub-questions cannot deadlock.
 */
export class CheckResolver implements RewriteScope {
  private readonly memo = new Map<string, Outcome>();
  private readonly running = new Map<string, { chain: number; outcome: Promise<Outcome> }>();
  private chains = 0;
  /** Sub-questions resolved, and those answered from the memo (for tests and benchmarks). */
  readonly stats = { resolutions: 0, memoHits: 0 };

  constructor(
    readonly model: AuthzModel,
    readonly reader: TupleReader,
    readonly context: Record<string, unknown> | undefined,
    private readonly maxDepth = maxResolutionDepth,
    private readonly prefetch = true,
  ) {}

  /** The outcome of a top-level question. */
  check(user: string, relation: string, object: string): Promise<Outcome> {
    return this.resolve(user, relation, object, undefined);
  }

  async resolve(user: string, relation: string, object: string, parent: Frame | undefined): Promise<Outcome> {
    // Spaces cannot occur in users, relations or objects, so they separate the parts unambiguously.
    const key = `${user} ${relation} ${object}`;
    const chain = parent?.chain ?? ++this.chains;
    if (onPath(parent, key)) return 'cycle';
    // No await before resolveHere announces the question, unless there is an older one to wait for.
    const older = this.olderChain(key, chain);
    const known = this.memo.get(key) ?? (older && (await older));
    if (known) {
      this.stats.memoHits += 1;
      return known;
    }
    const depth = (parent?.depth ?? 0) + 1;
    if (depth > this.maxDepth) {
      const question = `${object}#${relation}@${user}`;
      return failed(authzError('resolution_too_complex', `resolution of '${question}' exceeded depth ${this.maxDepth}`));
    }
    return this.resolveHere(user, relation, object, { key, depth, parent, chain });
  }

  /** Resolves a question in this chain, announcing it (before any wait) so that newer chains can share it. */
  private async resolveHere(user: string, relation: string, object: string, frame: Frame): Promise<Outcome> {
    this.stats.resolutions += 1;
    const pending = Promise.resolve().then(() => this.evaluate(user, relation, object, frame));
    if (!this.running.has(frame.key)) this.running.set(frame.key, { chain: frame.chain, outcome: pending });
    try {
      const outcome = await pending;
      if (isDecided(outcome)) this.memo.set(frame.key, outcome);
      return outcome;
    } finally {
      // Also after a store failure, so that a later question retries instead of inheriting it.
      if (this.running.get(frame.key)?.outcome === pending) this.running.delete(frame.key);
    }
  }

  /** The decided answer of the same question under way in an older top-level question, if any. */
  private olderChain(key: string, chain: number): Promise<Outcome | undefined> | undefined {
    const running = this.running.get(key);
    if (!running || running.chain >= chain) return undefined;
    return running.outcome.then((outcome) => (isDecided(outcome) ? outcome : undefined));
  }

  private evaluate(user: string, relation: string, object: string, frame: Frame): Promise<Outcome> | Outcome {
    // A userset contains itself: `group:eng#member` is a member of group:eng (OpenFGA's reflexive rule).
    if (user === `${object}#${relation}`) return 'allowed';
    const definition = this.model.types.get(typeOf(object))?.relations.get(relation);
    if (!definition) return 'denied';
    if (this.prefetch) prefetchReads(this, definition.rewrite, object, relation);
    return checkRewrite(this, definition.rewrite, { user, relation, object, frame });
  }
}
