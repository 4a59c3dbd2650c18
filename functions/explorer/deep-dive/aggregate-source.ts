import { aggregatedDistributions, mergeDistributions } from '../../../schema/src/explorer/deep-dive-aggregate';
import { aggregateView } from '../../../schema/src/metrics/aggregate-view';
import { readAggregate } from '../../data/metric-aggregates';
import { newestFormsSource, type DistributionSource } from './answer-source';

/**
 * The deep dive over the template group's maintained metric aggregate: every choice question's counts from its
 * answer counts (one GetItem, exact at any number of forms). The newest forms are read only for what no aggregate
 * keeps: the outcomes' traces to the answers behind them (and a question no aggregate counts, should one appear).
 */
export const aggregateFirstSource: DistributionSource = {
  async distribution(groupId, template, outcomeGroups) {
    const needsSample = outcomeGroups.some((group) => group.outcomes.length > 0);
    const [counts, sample] = await Promise.all([
      readAggregate({ kind: 'templateGroup', groupId }),
      needsSample ? newestFormsSource.distribution(groupId, template, outcomeGroups) : undefined,
    ]);
    const view = aggregateView(counts);
    const exact = aggregatedDistributions(template, view.answers, view.forms);
    if (!sample) return { tally: { forms: view.forms, questions: exact, outcomes: [] }, basedOn: view.forms, total: view.forms, formsRead: 0 };
    return { ...sample, tally: { ...sample.tally, questions: mergeDistributions(sample.tally.questions, exact) }, total: Math.max(sample.total, view.forms) };
  },
};
