import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { deepDiveSchema } from '../../../schema/src/explorer/explorer-inputs';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { aggregateFirstSource } from '../deep-dive/aggregate-source';
import type { DistributionSource } from '../deep-dive/answer-source';
import { deepDiveTarget, outcomeGroupsOf } from '../deep-dive/deep-dive-target';
import { metrics } from '../telemetry';

/**
 * deepDive: the program's admins. The figures come from a DistributionSource (the choice questions from the
 * maintained answer aggregate, the outcome traces from the newest forms), over the template's latest published version.
 */
export async function deepDive(caller: Caller, args: unknown, source: DistributionSource = aggregateFirstSource) {
  const input = parseInput(deepDiveSchema, (args as { input?: unknown }).input);
  const { group, template } = await deepDiveTarget(caller, input.programId, input.templateGroupId);
  const answer = await source.distribution(group.groupId, template, await outcomeGroupsOf(template.id));
  metrics.addMetric('DeepDiveFormsRead', MetricUnit.Count, answer.formsRead);
  return {
    templateGroupId: group.groupId,
    templateName: group.name,
    basedOn: answer.basedOn,
    total: answer.total,
    sampled: answer.basedOn < answer.total,
    questions: answer.tally.questions,
    outcomes: answer.tally.outcomes,
  };
}
