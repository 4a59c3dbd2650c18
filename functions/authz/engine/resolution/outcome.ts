/**
 * The result of resolving one sub-question. Besides allowed and denied, a branch can meet a cycle (it
 * cannot be decided along this path) or fail (a condition missing a parameter, the depth limit). The
 * set operators combine them as OpenFGA does: a true union branch wins over failing siblings, a false
 * intersection branch wins over them, and a cycle is finally read as "not allowed", never as an error.
 */
export type Outcome = 'allowed' | 'denied' | 'cycle' | { error: unknown };

/** A branch evaluated on demand, so that set operators can stop early. */
export type Branch = () => Promise<Outcome>;

/** A failure carried as an outcome, so that set operators can weigh it against other branches. */
export const failed = (error: unknown): Outcome => ({ error });

/** Whether an outcome is a failure. */
export function isFailure(outcome: Outcome): outcome is { error: unknown } {
  return typeof outcome === 'object';
}

/** Any branch allowed; otherwise the first failure, then a cycle, then denied. */
export async function anyOf(branches: Iterable<Branch>): Promise<Outcome> {
  let failure: Outcome | undefined;
  let cycle = false;
  for (const branch of branches) {
    const outcome = await branch();
    if (outcome === 'allowed') return outcome;
    if (isFailure(outcome)) failure ??= outcome;
    if (outcome === 'cycle') cycle = true;
  }
  return failure ?? (cycle ? 'cycle' : 'denied');
}

/** Every branch allowed; any denied branch decides; a cycle is falsy before a failure is reported. */
export async function allOf(branches: Iterable<Branch>): Promise<Outcome> {
  let failure: Outcome | undefined;
  let cycle = false;
  for (const branch of branches) {
    const outcome = await branch();
    if (outcome === 'denied') return outcome;
    if (isFailure(outcome)) failure ??= outcome;
    if (outcome === 'cycle') cycle = true;
  }
  if (cycle) return 'cycle';
  return failure ?? 'allowed';
}

/** `base but not subtract`: denied when base is denied or subtract allowed, whatever else fails. */
export async function butNot(base: Branch, subtract: Branch): Promise<Outcome> {
  const left = await base();
  if (left === 'denied') return left;
  if (left === 'cycle') return left;
  const right = await subtract();
  if (right === 'allowed') return 'denied';
  if (isFailure(left)) return left;
  if (isFailure(right)) return right;
  return right === 'cycle' ? 'cycle' : 'allowed';
}

/** The final answer of a check: allowed or not, or the failure thrown. */
export function toAllowed(outcome: Outcome): boolean {
  if (isFailure(outcome)) throw outcome.error;
  return outcome === 'allowed';
}
