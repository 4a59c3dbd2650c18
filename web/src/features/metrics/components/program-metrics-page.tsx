import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import type { MetricDefinitionFragment } from '@/gql/graphql';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMetricDefinitions } from '../api/metric-definitions';
import { useMetricTemplates } from '../api/metric-templates';
import { DeleteMetricDialog } from './delete-metric-dialog';
import { MetricEditorDialog } from './metric-editor-dialog';
import { metricTypeLabels, metricViewLabels } from './metric-labels';

/** The empty list's words. */
export const noMetricsMessage = 'This program has no metrics yet. Create one with New Metric; dashboards can then draw it in a chart widget.';

type Editing = { metric: MetricDefinitionFragment | null } | null;

/** One metric of the list: what it counts, how it is drawn, which forms, and its Edit and Delete buttons. */
function MetricRow({ metric, templateName, onEdit, onDelete }: { metric: MetricDefinitionFragment; templateName?: string; onEdit(): void; onDelete(): void }) {
  const scope = metric.templateGroupId ? `Template: ${templateName ?? metric.templateGroupId}` : 'All the program’s forms';
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <ListItemText
        primary={metric.title}
        secondary={[metricTypeLabels[metric.type], metricViewLabels[metric.view], scope].join(' · ')}
        sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" size="small" onClick={onEdit} aria-label={`Edit ${metric.title}`}>
          Edit
        </Button>
        <Button color="error" size="small" onClick={onDelete} aria-label={`Delete ${metric.title}`}>
          Delete
        </Button>
      </Box>
    </ListItem>
  );
}

/**
 * The studio program's Metrics: its metrics a page (25) at a time, oldest first, with New Metric, Edit (the metric
 * editor with its chart) and Delete after a confirmation. Program admins only: others see the access-denied page.
 */
export function ProgramMetricsPage({ programId }: { programId: string }) {
  useDocumentTitle('Metrics');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const { data, loading, error } = useMetricDefinitions(programId, cursors.at(-1) ?? null);
  const templates = useMetricTemplates(programId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MetricDefinitionFragment | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Bumped after a delete. An effect, not a frame callback: it runs after the closed dialog's own effect hands
  // focus back to the Delete button that is about to go.
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) headingRef.current?.focus();
  }, [deletions]);
  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageLoading />;
  const page = data?.metricsByProgram;
  const metrics = page?.docs ?? [];
  const nameOf = (groupId: string | null) => templates.data?.templatesByProgram.find((template) => template.groupId === groupId)?.name;
  const afterDelete = (deleted: boolean) => {
    setDeleting(null);
    if (!deleted) return;
    // The last metric of a later page gone: back to the page before.
    if (metrics.length === 1 && cursors.length > 1) setCursors(cursors.slice(0, -1));
    setDeletions((count) => count + 1);
  };
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          Metrics
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ metric: null })}>
          New Metric
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        What the program counts across its forms, computed on the server from every form. Dashboards draw a metric in a chart widget.
      </Typography>
      {metrics.length === 0 && cursors.length === 1 ? (
        <Alert severity="info">{noMetricsMessage}</Alert>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Metrics" disablePadding>
            {metrics.map((metric) => (
              <MetricRow key={metric.id} metric={metric} templateName={nameOf(metric.templateGroupId)} onEdit={() => setEditing({ metric })} onDelete={() => setDeleting(metric)} />
            ))}
          </List>
        </Paper>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        {cursors.length > 1 ? <Button onClick={() => setCursors(cursors.slice(0, -1))}>Previous</Button> : null}
        {page?.cursor ? <Button onClick={() => setCursors([...cursors, page.cursor ?? null])}>Next</Button> : null}
      </Box>
      {editing ? <MetricEditorDialog programId={programId} metric={editing.metric} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteMetricDialog metric={deleting} onDone={afterDelete} /> : null}
    </Box>
  );
}
