import type { IndexableTemplate } from '../template/template-index';
import { deepDiveQuestions, type DeepDiveTally, type QuestionDistribution } from './deep-dive';

/**
 * A deep dive's distributions from the template group's maintained answer aggregate (question id -> option id ->
 * forms, as counted at each form's last move; schema/src/metrics/aggregate-view.ts): every form counts, whatever
 * their number. A single choice's forms with no option counted are its unanswered ones (drafts never moved
 * included); a multiple choice cannot tell them, and no aggregate tells hidden from unanswered.
 */
export function aggregatedDistributions(template: IndexableTemplate, answers: ReadonlyMap<string, ReadonlyMap<string, number>>, forms: number): QuestionDistribution[] {
  return deepDiveQuestions(template).map((question) => {
    const counted = answers.get(question.id);
    const options = question.options.map((option) => ({ optionId: option.id, label: option.label, count: counted?.get(option.id) ?? 0 }));
    const chosen = options.reduce((sum, option) => sum + option.count, 0);
    return {
      questionId: question.id,
      title: question.title || question.id,
      options,
      unanswered: question.isMultiSelect ? null : Math.max(0, forms - chosen),
      hidden: null,
      counting: 'ALL_FORMS',
      forms,
    };
  });
}

/**
 * The questions of a deep dive: each one the aggregate counts taken from it, the others (none kept by an
 * aggregate) from the sample read, in the template's order.
 */
export function mergeDistributions(sampled: DeepDiveTally['questions'], aggregated: readonly QuestionDistribution[]): QuestionDistribution[] {
  const exact = new Map(aggregated.map((distribution) => [distribution.questionId, distribution]));
  const merged = sampled.map((distribution) => exact.get(distribution.questionId) ?? distribution);
  const seen = new Set(merged.map((distribution) => distribution.questionId));
  return [...merged, ...aggregated.filter((distribution) => !seen.has(distribution.questionId))];
}
