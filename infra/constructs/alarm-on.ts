import { Alarm, TreatMissingData, type ComparisonOperator, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';

/** One alarm of the monitoring stack: what it watches and when it fires. */
export interface AlarmSpec {
  /** Starts with the thing watched (`forms:`, `api:`, `table:`), so a notification says where to look. */
  description: string;
  metric: IMetric;
  comparison: ComparisonOperator;
  threshold: number;
}

/**
 * An alarm over one 5-minute period that treats no data as fine: a function nobody called did not fail. The
 * monitoring stack sends every alarm to its topic.
 */
export const alarmOn = (scope: Construct, id: string, spec: AlarmSpec) =>
  new Alarm(scope, id, {
    alarmDescription: spec.description,
    metric: spec.metric,
    threshold: spec.threshold,
    comparisonOperator: spec.comparison,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
