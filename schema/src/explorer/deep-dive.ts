import { evaluateOutcomes } from '../outcomes/evaluate';
import { selectedOptionIds, type Answers } from '../template/answers';
import type { OutcomeCondition, OutcomeGroup } from '../template/outcome-model';
import { indexTemplate, questionOf, type IndexableTemplate } from '../template/template-index';
import { evaluateVisibility, planOf } from '../template/visibility-plan';

/** One bar of a question's distribution: an option and the forms that chose it. */
export interface OptionCount {
  optionId: string;
  label: string;
  count: number;
}

/**
 * How a question's counts were made: from the maintained answer aggregate over every form (as answered at each
 * form's last move), or from the newest forms read, as answered now.
 */
export type DeepDiveCounting = 'ALL_FORMS' | 'NEWEST_FORMS';

/** How a template's forms answered one choice question. */
export interface QuestionDistribution {
  questionId: string;
  title: string;
  options: OptionCount[];
  /**
   * Forms where the question showed and nothing was chosen; counted from all forms: those with no option counted
   * (single choice), null for a multiple choice (the aggregate cannot tell).
   */
  unanswered: number | null;
  /** Forms where the question was hidden by its conditions (their kept answers count for nothing); null when counted from all forms. */
  hidden: number | null;
  counting: DeepDiveCounting;
  /** The forms the counts are over. */
  forms: number;
}

/** An answer that made an outcome hold: a question condition of the outcome, met in `count` forms. */
export interface OutcomeCause {
  questionId: string;
  questionTitle: string;
  optionId: string;
  optionLabel: string;
  count: number;
}

/** One outcome of the template: in how many forms it held, and the answers that made it hold. */
export interface OutcomeTrace {
  outcomeId: string;
  label: string;
  held: number;
  causes: OutcomeCause[];
}

/** What a deep dive shows of the forms it read. */
export interface DeepDiveTally {
  forms: number;
  questions: QuestionDistribution[];
  outcomes: OutcomeTrace[];
}

/** An accumulator: add each form's top-level answers, then read the tally (forms are never kept). */
export interface DeepDiveAccumulator {
  add(answers: Answers): void;
  result(): DeepDiveTally;
}

function questionConditions(conditions: readonly OutcomeCondition[]): Array<{ questionId: string; optionId: string }> {
  return conditions.flatMap((condition) => {
    if (condition.type === 'question') return [{ questionId: condition.questionId, optionId: condition.optionId }];
    return condition.type === 'logic' ? questionConditions(condition.conditions) : [];
  });
}

function outcomeLabel(group: OutcomeGroup, outcome: OutcomeGroup['outcomes'][number]): string {
  const risk = outcome.riskLevel ? group.riskLevels.find((level) => level.id === outcome.riskLevel)?.level : undefined;
  const detail = risk ?? outcome.text ?? outcome.prompt ?? (outcome.value !== undefined ? String(outcome.value) : outcome.courseId) ?? outcome.type;
  return `${group.name}: ${detail}`;
}

/** The questions a deep dive shows: the choice questions answered once per form (not in a table or repeated section, not on a summary page). */
export function deepDiveQuestions(template: IndexableTemplate) {
  return indexTemplate(template).nodes.flatMap((node) => {
    const question = questionOf(node);
    if (question?.__typename !== 'OptionQuestion' || node.repeated || node.summary) return [];
    return [question];
  });
}

/**
 * A deep dive over a template version's forms: per choice question answered once per form, how many forms chose
 * each option (a multiple choice counts once per option chosen), left it unanswered, or had it hidden; per
 * outcome, how many forms it held for and which of its question conditions were met in them.
 */
export function deepDiveAccumulator(template: IndexableTemplate, outcomeGroups: readonly OutcomeGroup[]): DeepDiveAccumulator {
  const index = indexTemplate(template);
  const questions = deepDiveQuestions(template);
  const distributions = questions.map((question) => ({
    questionId: question.id,
    title: question.title || question.id,
    options: question.options.map((option) => ({ optionId: option.id, label: option.label, count: 0 })),
    unanswered: 0,
    hidden: 0,
    counting: 'NEWEST_FORMS' as const,
    forms: 0,
  }));
  const titleOf = (questionId: string) => questionOf(index.byId.get(questionId))?.title ?? questionId;
  const optionLabelOf = (questionId: string, optionId: string) =>
    questions.find((question) => question.id === questionId)?.options.find((option) => option.id === optionId)?.label ?? optionId;
  const outcomes = outcomeGroups.flatMap((group) =>
    group.outcomes.map((outcome) => ({
      trace: {
        outcomeId: outcome.id,
        label: outcomeLabel(group, outcome),
        held: 0,
        causes: questionConditions(outcome.conditions).map((condition) => ({
          ...condition,
          questionTitle: titleOf(condition.questionId),
          optionLabel: optionLabelOf(condition.questionId, condition.optionId),
          count: 0,
        })),
      } satisfies OutcomeTrace,
    })),
  );
  const traceById = new Map(outcomes.map(({ trace }) => [trace.outcomeId, trace]));
  const plan = planOf(index);
  let forms = 0;
  return {
    add(answers) {
      forms += 1;
      const visible = evaluateVisibility(plan, answers);
      for (const distribution of distributions) {
        if (!visible.has(distribution.questionId)) {
          distribution.hidden += 1;
          continue;
        }
        const selected = selectedOptionIds(answers, distribution.questionId);
        if (selected.length === 0) distribution.unanswered += 1;
        for (const option of distribution.options) if (selected.includes(option.optionId)) option.count += 1;
      }
      if (outcomeGroups.length === 0) return;
      for (const group of evaluateOutcomes(outcomeGroups, answers)) {
        for (const held of group.outcomes) {
          const trace = traceById.get(held.id);
          if (!trace) continue;
          trace.held += 1;
          for (const cause of trace.causes) if (selectedOptionIds(answers, cause.questionId).includes(cause.optionId)) cause.count += 1;
        }
      }
    },
    result: () => ({ forms, questions: distributions.map((distribution) => ({ ...distribution, forms })), outcomes: outcomes.map(({ trace }) => trace) }),
  };
}
