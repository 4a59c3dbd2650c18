import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import type { MetricDefinitionFragment } from '@/gql/graphql';
import { conflictCurrent, errorsWithCode, hasErrorCode } from '@/lib/errors/error-codes';
import { useCreateMetric } from '../api/create-metric';
import { useUpdateMetric } from '../api/update-metric';
import { contentOf, draftOf, draftProblems, emptyDraft, type DraftField, type MetricDraft } from '../hooks/metric-draft';
import { MetricChart } from './metric-chart';
import { MetricDisplayFields } from './metric-display-fields';
import { MetricSourceFields } from './metric-source-fields';

/** What the editor says when someone else saved the metric first. */
export const metricConflictMessage = 'Someone else changed this metric since you opened it. Reload their version to edit it again; your changes here will be lost.';

const fieldOrder: DraftField[] = ['title', 'description', 'templateGroupId', 'question', 'outcomeGroupId', 'limit', 'xAxisLabel', 'yAxisLabel', 'filters'];

/** The metric's chart as saved, computed by the server (metricSeries). */
function Preview({ metric, headingRef }: { metric: MetricDefinitionFragment | null; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  return (
    <Box component="section" aria-labelledby="metric-preview-heading" sx={{ minWidth: 0 }}>
      <Typography id="metric-preview-heading" ref={headingRef} tabIndex={-1} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1, outline: 'none' }}>
        Preview
      </Typography>
      {metric ? <MetricChart key={metric.version} metricId={metric.id} height={260} hideTitle /> : <Typography color="text.secondary">The chart shows here once the metric is saved.</Typography>}
    </Box>
  );
}

/**
 * The studio's metric editor (full screen on phones): what the metric counts and how it is drawn, each field's
 * problem beside it after a save is tried, and a preview of the saved metric's chart. A new metric stays open after
 * it is created so its chart can be checked; a save someone else overtook says so and offers their version.
 */
export function MetricEditorDialog({ programId, metric, onClose }: { programId: string; metric: MetricDefinitionFragment | null; onClose(): void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [saved, setSaved] = useState(metric);
  const [draft, setDraft] = useState<MetricDraft>(() => (metric ? draftOf(metric) : emptyDraft));
  const [tried, setTried] = useState(false);
  const [conflict, setConflict] = useState<{ current: MetricDefinitionFragment | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateMetric();
  const [update, updating] = useUpdateMetric();
  const { showToast } = useToast();
  const baseId = useId();
  const previewRef = useRef<HTMLHeadingElement>(null);
  const reloadRef = useRef<HTMLButtonElement>(null);
  const fieldId = (field: string) => `${baseId}-${field}`;
  const problems = tried ? draftProblems(draft) : {};
  const busy = creating.loading || updating.loading;

  const focusLater = (find: () => HTMLElement | null | undefined) => requestAnimationFrame(() => find()?.focus());

  async function save() {
    setTried(true);
    setFailure(null);
    const found = draftProblems(draft);
    const first = fieldOrder.find((field) => found[field]);
    if (first) return focusLater(() => document.getElementById(fieldId(first)));
    try {
      const result = saved
        ? (await update({ variables: { input: { id: saved.id, expectedVersion: saved.version, metric: contentOf(draft) } } })).data?.updateMetric
        : (await create({ variables: { input: { programId, metric: contentOf(draft) } } })).data?.createMetric;
      if (!result) return;
      showToast(saved ? 'Metric saved.' : 'Metric created.', { variant: 'success' });
      setSaved(result);
      setDraft(draftOf(result));
      setTried(false);
      focusLater(() => previewRef.current);
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) {
        setConflict({ current: conflictCurrent<MetricDefinitionFragment>(error) ?? null });
        return focusLater(() => reloadRef.current);
      }
      const invalid = errorsWithCode(error, 'BAD_USER_INPUT')[0];
      setFailure(invalid ? invalid.message : hasErrorCode(error, 'FORBIDDEN') ? 'Only the admins of this program may change its metrics.' : 'The metric could not be saved. Please try again.');
    }
  }

  function reload() {
    const current = conflict?.current;
    setConflict(null);
    if (!current) return onClose();
    setSaved(current);
    setDraft(draftOf(current));
    setTried(false);
    focusLater(() => document.getElementById(fieldId('title')));
  }

  const props = { programId, draft, onChange: setDraft, problems, fieldId };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="lg" aria-labelledby={`${baseId}-title-text`}>
      <DialogTitle id={`${baseId}-title-text`}>{saved ? `Edit metric: ${saved.title}` : 'New metric'}</DialogTitle>
      <DialogContent dividers>
        <form
          id={`${baseId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {conflict ? (
            <Alert severity="warning" sx={{ mb: 2 }} action={<Button ref={reloadRef} color="inherit" onClick={reload}>{conflict.current ? 'Reload' : 'Close'}</Button>}>
              {conflict.current ? metricConflictMessage : 'Someone else deleted this metric.'}
            </Alert>
          ) : null}
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {failure}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 3, pt: 1 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
              <MetricSourceFields {...props} />
              <Divider />
              <MetricDisplayFields {...props} />
            </Box>
            <Preview metric={saved} headingRef={previewRef} />
          </Box>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button type="submit" form={`${baseId}-form`} variant="contained" disabled={busy || conflict !== null}>
          {busy ? 'Saving…' : saved ? 'Save' : 'Create'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
