import { isOptionSelected, type Answers } from '../template/answers';
import type { NumberOperator, Outcome, OutcomeCondition, OutcomeGroup, RiskLevel, Scale } from '../template/outcome-model';
import { calculate } from './calculate';

/**
 * Outcome evaluation: which outcomes of a template version hold for a form's answers, with their values.
 *
 * - An outcome holds when every condition of its list holds (an empty list always holds).
 * - A question condition holds when its option is selected for its question (looking outwards from `answers`).
 * - A number condition holds when the outcome it names holds and has a value that compares as the operator says.
 *   Values: a NUMBER outcome's `value`, a CALCULATED outcome's calculated value; other kinds have none.
 * - A logic condition combines its nested conditions with AND (all hold; none: holds) or OR (one holds; none: not).
 * - A CALCULATED outcome combines the values of the NUMBER outcomes of its own group that hold (see `calculate`);
 *   it holds only when its conditions hold and at least one of those NUMBER outcomes holds.
 * - Number conditions may name an outcome of any group. A chain of number conditions that comes back to an outcome
 *   still being decided reads that outcome as not holding, so every evaluation ends and circular rules never hold.
 */

/** One outcome that holds, with what a reader shows for it. */
export interface HeldOutcome {
  id: string;
  type: Outcome['type'];
  /** NUMBER: its value; CALCULATED: the calculated value. */
  value?: number;
  /** RISK: its group's risk level (absent when the outcome names a level its group does not have). */
  riskLevel?: RiskLevel;
  /** CALCULATED: the first of its group's scales whose bounds (inclusive) hold the value. */
  scale?: Scale;
  calculation?: Outcome['calculation'];
  text?: string;
  prompt?: string;
  courseId?: string;
  link?: string;
  targetId?: string;
  targetType?: string;
}

/** A group with the outcomes of it that hold, in the group's order. */
export interface HeldOutcomeGroup {
  id: string;
  name: string;
  type: OutcomeGroup['type'];
  outcomes: HeldOutcome[];
}

type Verdict = { holds: false } | { holds: true; value?: number };

const notHeld: Verdict = { holds: false };

/** Whether `left` compares with `right` as the operator says. */
export function compareNumbers(left: number, operator: NumberOperator, right: number): boolean {
  switch (operator) {
    case 'EQUAL':
      return left === right;
    case 'NOT_EQUAL':
      return left !== right;
    case 'GREATER_THAN':
      return left > right;
    case 'GREATER_THAN_OR_EQUAL':
      return left >= right;
    case 'LESS_THAN':
      return left < right;
    case 'LESS_THAN_OR_EQUAL':
      return left <= right;
  }
}

/** The first scale whose bounds (both inclusive) hold the value. */
export function scaleOf(scales: readonly Scale[], value: number): Scale | undefined {
  return scales.find((scale) => scale.lowerBound <= value && value <= scale.upperBound);
}

class Evaluation {
  private readonly verdicts = new Map<string, Verdict>();
  private readonly deciding = new Set<string>();
  private readonly outcomes = new Map<string, { outcome: Outcome; group: OutcomeGroup }>();

  constructor(
    groups: readonly OutcomeGroup[],
    private readonly answers: Answers,
  ) {
    // The first outcome with an id wins, as in the group order readers see.
    for (const group of groups) for (const outcome of group.outcomes) if (!this.outcomes.has(outcome.id)) this.outcomes.set(outcome.id, { outcome, group });
  }

  verdict(outcomeId: string): Verdict {
    const known = this.verdicts.get(outcomeId);
    if (known) return known;
    const entry = this.outcomes.get(outcomeId);
    if (!entry || this.deciding.has(outcomeId)) return notHeld;
    this.deciding.add(outcomeId);
    const verdict = this.decide(entry.outcome, entry.group);
    this.deciding.delete(outcomeId);
    this.verdicts.set(outcomeId, verdict);
    return verdict;
  }

  private decide(outcome: Outcome, group: OutcomeGroup): Verdict {
    if (!outcome.conditions.every((condition) => this.holds(condition))) return notHeld;
    if (outcome.type === 'NUMBER') return outcome.value === undefined ? { holds: true } : { holds: true, value: outcome.value };
    if (outcome.type !== 'CALCULATED') return { holds: true };
    const values = group.outcomes
      .filter((other) => other.type === 'NUMBER')
      .map((other) => this.verdict(other.id))
      .flatMap((verdict) => (verdict.holds && verdict.value !== undefined ? [verdict.value] : []));
    const value = calculate(outcome.calculation ?? 'SUM', values);
    return value === undefined ? notHeld : { holds: true, value };
  }

  private holds(condition: OutcomeCondition): boolean {
    switch (condition.type) {
      case 'question':
        return isOptionSelected(this.answers, condition.questionId, condition.optionId);
      case 'number': {
        const verdict = this.verdict(condition.outcomeId);
        return verdict.holds && verdict.value !== undefined && compareNumbers(verdict.value, condition.numberOperator, condition.value);
      }
      case 'logic':
        return condition.logicOperator === 'AND' ? condition.conditions.every((nested) => this.holds(nested)) : condition.conditions.some((nested) => this.holds(nested));
    }
  }
}

function heldOutcome(outcome: Outcome, group: OutcomeGroup, value: number | undefined): HeldOutcome {
  const { conditions: _conditions, riskLevel, value: _value, ...fields } = outcome;
  const held: HeldOutcome = { ...fields };
  if (value !== undefined) held.value = value;
  if (outcome.type === 'RISK') {
    const level = group.riskLevels.find((candidate) => candidate.id === riskLevel);
    if (level) held.riskLevel = level;
  }
  if (outcome.type === 'CALCULATED' && value !== undefined) {
    const scale = scaleOf(group.scales, value);
    if (scale) held.scale = scale;
  }
  return held;
}

/**
 * The outcomes that hold for a form's answers, by group in the groups' order; groups where nothing holds are left
 * out. Pure: the same groups and answers always give the same result.
 */
export function evaluateOutcomes(groups: readonly OutcomeGroup[], answers: Answers): HeldOutcomeGroup[] {
  const evaluation = new Evaluation(groups, answers);
  return groups.flatMap((group) => {
    const outcomes = group.outcomes.flatMap((outcome) => {
      const verdict = evaluation.verdict(outcome.id);
      return verdict.holds ? [heldOutcome(outcome, group, verdict.value)] : [];
    });
    return outcomes.length ? [{ id: group.id, name: group.name, type: group.type, outcomes }] : [];
  });
}
