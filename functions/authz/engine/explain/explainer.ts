import type { AuthzModel, RelationDef, Rewrite } from '../model/model-types';
import type { TupleReader } from '../resolution/tuple-reader';
import { parseUser, tupleKeyToString, typeOf, type ParsedUser } from '../tuple-keys';
import type { TupleKey } from '../types';
import { traceCondition } from './condition-trace';
import { defaultExplainLimits, markCyclic, nearest, proofNode, type ExplainLimits, type ProofNode } from './proof';

/** The question a rewrite node is evaluated for, with the sub-questions on the path to it (cycle detection). */
interface Question {
  user: string;
  relation: string;
  object: string;
  path: string[];
}

/** Whether the relation's type restriction lets `user` be written as a direct tuple (so one tuple would do). */
function assignable(definition: RelationDef, user: ParsedUser | undefined): boolean {
  if (!user) return false;
  return definition.directTypes.some((direct) => {
    if (direct.type !== user.type) return false;
    if (user.kind === 'userset') return direct.relation === user.relation;
    return !direct.relation && (user.kind === 'object' || direct.wildcard);
  });
}

const countBranches = (count: number) => `${count} branch${count === 1 ? '' : 'es'}`;

/**
 * Explains a check by walking the same rewrite tree as the resolver, but keeping for every node the
 * cheapest way it grants: the path that granted it, or the nearest one that would have. "Nearest" is
 * the fewest missing steps, a step being a tuple to add (or, under an exclusion, to remove) or a condition
 * to meet; a union takes its cheapest branch, an intersection the sum of its branches. The search stops a
 * branch at the first granting candidate and is bounded by depth, fan-out and question limits.
 */
export class Explainer {
  /** Whether a limit cut the search somewhere. */
  truncated = false;
  private readonly memo = new Map<string, ProofNode>();
  private questions = 0;
  private cycles = 0;

  constructor(
    private readonly model: AuthzModel,
    private readonly reader: TupleReader,
    private readonly context: Record<string, unknown> | undefined,
    private readonly limits: ExplainLimits = defaultExplainLimits,
  ) {}

  /** Whether `user` has `relation` on `object`, as a proof node. */
  async question(user: string, relation: string, object: string, path: string[] = []): Promise<ProofNode> {
    const key = `${user} ${relation} ${object}`;
    const subject = `${user} → ${object}#${relation}`;
    if (path.includes(key)) {
      this.cycles += 1;
      return proofNode('cycle', Infinity, `${subject} leads back to itself: no grant along this path`, [], { cyclic: true });
    }
    const known = this.memo.get(key);
    if (known) return known;
    if (path.length >= this.limits.maxDepth || this.questions >= this.limits.maxQuestions) {
      this.truncated = true;
      return proofNode('limit', Infinity, `${subject}: not explored, the explanation's depth or size limit was reached`);
    }
    this.questions += 1;
    const cyclesBefore = this.cycles;
    const node = await this.evaluate({ user, relation, object, path: [...path, key] }, subject);
    // An answer cut short by a cycle depends on the path that met it, so it is not reused elsewhere.
    if (this.cycles === cyclesBefore) this.memo.set(key, node);
    return node;
  }

  private async evaluate(question: Question, subject: string): Promise<ProofNode> {
    const { user, relation, object } = question;
    if (user === `${object}#${relation}`) return proofNode('check', 0, `${subject}: a userset includes itself`);
    const definition = this.model.types.get(typeOf(object))?.relations.get(relation);
    if (!definition) return proofNode('check', Infinity, `${subject}: ${typeOf(object)} has no relation ${relation}`);
    const body = await this.rewrite(definition, definition.rewrite, question);
    return markCyclic(proofNode('check', body.cost, `${subject}: ${body.cost === 0 ? 'granted' : 'not granted'}`, [body]), body.cyclic === true);
  }

  private async rewrite(definition: RelationDef, rewrite: Rewrite, question: Question): Promise<ProofNode> {
    switch (rewrite.kind) {
      case 'this':
        return this.direct(definition, question);
      case 'computed': {
        const sub = await this.question(question.user, rewrite.relation, question.object, question.path);
        return markCyclic(proofNode('computed', sub.cost, `${question.relation} includes ${rewrite.relation} on the same object`, [sub]), sub.cyclic === true);
      }
      case 'ttu':
        return this.tupleToUserset(question, rewrite.tupleset, rewrite.computed);
      case 'union': {
        const branches: ProofNode[] = [];
        for (const child of rewrite.children) {
          branches.push(await this.rewrite(definition, child, question));
          if (branches.at(-1)?.satisfied) break;
        }
        const best = nearest(branches) as ProofNode;
        const which = best.satisfied ? 'this one grants it' : 'the nearest is shown';
        const union = proofNode('union', best.cost, `any of ${countBranches(rewrite.children.length)}: ${which}`, [best]);
        return markCyclic(union, branches.some((branch) => branch.cyclic));
      }
      case 'intersection': {
        const branches: ProofNode[] = [];
        for (const child of rewrite.children) branches.push(await this.rewrite(definition, child, question));
        const cost = branches.reduce((sum, branch) => sum + branch.cost, 0);
        const held = branches.filter((branch) => branch.satisfied).length;
        const intersection = proofNode('intersection', cost, `all of ${countBranches(branches.length)}: ${held} of ${branches.length} hold`, branches);
        // As Check: a branch refused outright decides; otherwise a branch cut short by a cycle leaves it undecided.
        const refused = branches.some((branch) => !branch.satisfied && !branch.cyclic);
        return markCyclic(intersection, !refused && branches.some((branch) => branch.cyclic));
      }
      case 'exclusion': {
        const base = await this.rewrite(definition, rewrite.base, question);
        const subtract = await this.rewrite(definition, rewrite.subtract, question);
        // A second branch cut short by a cycle refuses, as in Check; one tuple removed along it would let through.
        const refuses = subtract.satisfied || subtract.cyclic === true;
        const cost = base.cost + (refuses ? 1 : 0);
        const verdict = subtract.satisfied
          ? 'the exclusion (second branch) holds and refuses'
          : subtract.cyclic
            ? 'the exclusion (second branch) leads back to itself, which refuses'
            : 'the exclusion (second branch) does not hold';
        const exclusion = proofNode('exclusion', cost, `the first branch but not the second: ${verdict}`, [base, subtract]);
        return markCyclic(exclusion, base.cyclic === true || (base.satisfied && subtract.cyclic === true));
      }
    }
  }

  /** The relation's own tuples: the user or a wildcard, then usersets; or the tuple that is missing. */
  private async direct(definition: RelationDef, question: Question): Promise<ProofNode> {
    const { user, relation, object } = question;
    const tuples = await this.reader.usersOf(object, relation);
    const parsed = parseUser(user);
    const wildcard = parsed?.kind === 'object' ? `${parsed.type}:*` : undefined;
    const candidates: ProofNode[] = [];
    for (const key of tuples.filter((tuple) => tuple.user === user || tuple.user === wildcard)) {
      const condition = traceCondition(this.model, key, this.context);
      candidates.push(proofNode('direct', condition?.cost ?? 0, `tuple ${tupleKeyToString(key)}`, condition ? [condition] : [], { tuple: key }));
      if (candidates.at(-1)?.satisfied) return candidates.at(-1) as ProofNode;
    }
    const usersets = this.fanOut(tuples.filter((tuple) => tuple.user.includes('#') && tuple.user !== user));
    for (const key of usersets) {
      const [setObject = '', setRelation = ''] = key.user.split('#');
      const node = await this.followed(key, `tuple ${tupleKeyToString(key)}: ${key.user} has it`, () =>
        this.question(user, setRelation, setObject, question.path),
      );
      candidates.push(markCyclic(proofNode('userset', node.cost, node.text, node.children, { tuple: key }), node.cyclic === true));
      if (node.satisfied) return candidates.at(-1) as ProofNode;
    }
    const canAdd = assignable(definition, parsed);
    const missing = canAdd ? `no tuple ${object}#${relation}@${user}` : `no tuple, and ${object}#${relation} cannot hold ${user} directly`;
    candidates.push(proofNode('missing', canAdd ? 1 : Infinity, missing));
    return markCyclic(nearest(candidates) as ProofNode, candidates.some((candidate) => candidate.cyclic));
  }

  /** `computed from tupleset`: the computed relation on each parent the object points to. */
  private async tupleToUserset(question: Question, tupleset: string, computed: string): Promise<ProofNode> {
    const { user, object } = question;
    const links = await this.reader.usersOf(object, tupleset);
    const parents = this.fanOut(links.filter((key) => this.model.types.get(typeOf(key.user))?.relations.has(computed)));
    if (parents.length === 0) {
      // Two steps: a link to some parent, and the relation on that parent.
      return proofNode('missing', 2, `no ${object}#${tupleset} tuple, so no parent gives ${computed}`);
    }
    const candidates: ProofNode[] = [];
    for (const key of parents) {
      const text = `tuple ${tupleKeyToString(key)}: ${computed} on ${key.user} counts`;
      candidates.push(await this.followed(key, text, () => this.question(user, computed, key.user, question.path)));
      if (candidates.at(-1)?.satisfied) break;
    }
    return markCyclic(nearest(candidates) as ProofNode, candidates.some((candidate) => candidate.cyclic));
  }

  /** A tuple that leads to a sub-question: its condition (if any) first, then the sub-question. */
  private async followed(key: TupleKey, text: string, next: () => Promise<ProofNode>): Promise<ProofNode> {
    const condition = traceCondition(this.model, key, this.context);
    const sub = await next();
    const children = condition ? [condition, sub] : [sub];
    const node = proofNode('tuple_to_userset', (condition?.cost ?? 0) + sub.cost, text, children, { tuple: key });
    // An unmet condition refuses this path outright, whatever the sub-question met.
    return markCyclic(node, (condition?.satisfied ?? true) && sub.cyclic === true);
  }

  private fanOut(tuples: TupleKey[]): TupleKey[] {
    if (tuples.length <= this.limits.maxFanOut) return tuples;
    this.truncated = true;
    return tuples.slice(0, this.limits.maxFanOut);
  }
}
