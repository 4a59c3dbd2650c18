import type { LogicOperator } from './model';

/**
 * Outcomes of a template version: what a completed form yields (an acknowledgement, a number, a risk level, a
 * training to take...). Outcomes live in outcome groups; each group is stored as one item under its version.
 */

/** The spec's assessment types: the kind of an outcome group and of each outcome. */
export const assessmentTypes = ['ACKNOWLEDGEMENT', 'CALCULATED', 'NUMBER', 'RISK', 'SMART', 'TEXT', 'TRAINING'] as const;
export type AssessmentType = (typeof assessmentTypes)[number];

/** How a calculated outcome combines the number outcomes of its group. */
export const calculationKinds = ['SUM', 'AVERAGE', 'MULTIPLY'] as const;
export type CalculationKind = (typeof calculationKinds)[number];

/** How a number condition compares an outcome's value with its own. */
export const numberOperators = ['EQUAL', 'NOT_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'LESS_THAN', 'LESS_THAN_OR_EQUAL'] as const;
export type NumberOperator = (typeof numberOperators)[number];

/** Holds when the question's answer is this option. */
export interface QuestionOutcomeCondition {
  type: 'question';
  questionId: string;
  optionId: string;
}

/** Holds when the named outcome's value compares with `value` as `numberOperator` says. */
export interface NumberOutcomeCondition {
  type: 'number';
  outcomeId: string;
  numberOperator: NumberOperator;
  value: number;
}

/** Combines nested conditions with AND or OR. */
export interface LogicOutcomeCondition {
  type: 'logic';
  logicOperator: LogicOperator;
  conditions: OutcomeCondition[];
}

/** A condition of an outcome; an outcome's own list of conditions must all hold (AND). */
export type OutcomeCondition = QuestionOutcomeCondition | NumberOutcomeCondition | LogicOutcomeCondition;

/** One outcome: its kind's fields are set, the other kinds' fields are absent. */
export interface Outcome {
  id: string;
  type: AssessmentType;
  /** CALCULATED */
  calculation?: CalculationKind;
  /** NUMBER */
  value?: number;
  /** RISK: the id of one of its group's risk levels. */
  riskLevel?: string;
  /** SMART */
  prompt?: string;
  /** TEXT */
  text?: string;
  /** TRAINING */
  courseId?: string;
  link?: string;
  conditions: OutcomeCondition[];
  targetId?: string;
  targetType?: string;
}

export interface RiskLevel {
  id: string;
  level: string;
  color: string;
}

/** A band of a calculated score: the level and colour of the scores from lowerBound to upperBound. */
export interface Scale {
  level: string;
  color: string;
  lowerBound: number;
  upperBound: number;
}

/** An outcome group of a template version, as the rules read it. */
export interface OutcomeGroup {
  id: string;
  name: string;
  type: AssessmentType;
  outcomes: Outcome[];
  riskLevels: RiskLevel[];
  scales: Scale[];
}
