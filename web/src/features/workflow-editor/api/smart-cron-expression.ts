import { useQuery } from '@apollo/client/react';
import { WorkflowJobCronDocument } from './smart-cron-expression.generated';

/** A cron expression checked and described by the API (skipped while empty). */
export function useSmartCronExpression(cronExpression: string) {
  const trimmed = cronExpression.trim();
  return useQuery(WorkflowJobCronDocument, { variables: { cronExpression: trimmed }, skip: !trimmed });
}
