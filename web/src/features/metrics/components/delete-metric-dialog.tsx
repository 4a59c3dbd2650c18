import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast/toast-context';
import { hasErrorCode } from '@/lib/errors/error-codes';
import { useDeleteMetric } from '../api/delete-metric';

/** The confirmation's question: dashboards drawing the metric show that it no longer exists. */
export const deleteMetricQuestion = (title: string) => `Delete the metric “${title}”? Dashboard charts that show it will say it no longer exists. This action cannot be undone.`;

/** Asks before deleting a metric; `onDone(deleted)` once it is gone or the user cancelled. */
export function DeleteMetricDialog({ metric, onDone }: { metric: { id: string; title: string }; onDone(deleted: boolean): void }) {
  const [remove, { loading }] = useDeleteMetric();
  const { showToast } = useToast();
  const confirm = async () => {
    try {
      await remove({ variables: { input: { id: metric.id } } });
      showToast('Metric deleted.', { variant: 'success' });
      onDone(true);
    } catch (error) {
      // Gone already: what the user wanted.
      if (hasErrorCode(error, 'NOT_FOUND')) return onDone(true);
      showToast('The metric could not be deleted. Please try again.', { variant: 'error' });
      onDone(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title="Delete metric"
      text={deleteMetricQuestion(metric.title)}
      confirmLabel="Delete"
      busy={loading}
      onConfirm={() => void confirm()}
      onClose={() => onDone(false)}
      focusCancel
    />
  );
}
