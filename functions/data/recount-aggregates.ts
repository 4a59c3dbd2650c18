import { formContribution, sumCounts, type Counts } from '../../schema/src/metrics/form-contribution';
import { formEntity } from './entities';
import type { DynamoItem } from './entity';
import { aggregateKey, aggregateScopeOfKey, aggregateScopesOf, setAggregate, type AggregateScope } from './metric-aggregates';

/**
 * The rebuild of the metric aggregates from the forms, fed one scanned item at a time by the recount
 * (`npm run recount:forms`): every form's contribution is summed into its scopes; an aggregate item seen with no
 * form left in its scope is set empty. `write` then replaces every aggregate with its sum.
 */
export function aggregateRebuild() {
  const sums = new Map<string, { scope: AggregateScope; counts: Counts }>();
  const entryOf = (scope: AggregateScope) => {
    const key = aggregateKey(scope).pk;
    const entry = sums.get(key) ?? { scope, counts: {} };
    sums.set(key, entry);
    return entry;
  };
  return {
    /** Counts one scanned item: a form into its aggregates; an aggregate item keeps its scope in the rebuild. */
    see(item: DynamoItem) {
      if (item.entity === formEntity.name) {
        const form = formEntity.fromItem(item);
        const contribution = formContribution(form);
        for (const scope of aggregateScopesOf(form)) {
          const entry = entryOf(scope);
          entry.counts = sumCounts([entry.counts, contribution]);
        }
      }
      const scope = item.entity === 'MetricAggregate' ? aggregateScopeOfKey(String(item.pk)) : undefined;
      if (scope) entryOf(scope);
    },
    /** Replaces every aggregate seen with its sum; answers how many it wrote. */
    async write(): Promise<number> {
      for (const { scope, counts } of sums.values()) await setAggregate(scope, counts);
      return sums.size;
    },
  };
}
