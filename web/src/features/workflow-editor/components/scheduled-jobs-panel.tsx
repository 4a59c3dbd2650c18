import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { nodeLabel, type EditorJob, type Flow } from '../hooks/flow-edits';
import { freeTriggerId } from '../hooks/trigger-edits';
import { JobDialog } from './job-dialog';

/** Props of the jobs panel: the jobs, the flow whose states and events they name, and how to change the list. */
export interface ScheduledJobsPanelProps {
  jobs: readonly EditorJob[];
  flow: Flow;
  /** Events to offer besides those of the flow's transitions (the template's form actions). */
  extraEvents: readonly string[];
  readOnly: boolean;
  onChange: (jobs: EditorJob[]) => void;
}

function newJob(jobs: readonly EditorJob[]): EditorJob {
  return { id: freeTriggerId(jobs, 'job'), name: '', description: null, cronExpression: '', event: '', workflowStateId: '' };
}

/** The workflow's scheduled jobs (not tied to one node): listed, added, edited and removed as a whole list. */
export function ScheduledJobsPanel({ jobs, flow, extraEvents, readOnly, onChange }: ScheduledJobsPanelProps) {
  const [editing, setEditing] = useState<{ job: EditorJob; index: number | null } | null>(null);
  const states = flow.nodes.filter((node) => node.type === 'state').map((node) => ({ id: node.id, label: `${nodeLabel(flow, node.id)} (${node.id})` }));
  const events = [...new Set([...flow.edges.map((edge) => edge.data.event?.trim() ?? ''), ...extraEvents].filter(Boolean))];
  const save = (job: EditorJob) => {
    const index = editing?.index ?? null;
    onChange(index === null ? [...jobs, job] : jobs.map((current, at) => (at === index ? job : current)));
    setEditing(null);
  };
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="scheduled-jobs-content" id="scheduled-jobs-header">
        <Typography component="span" sx={{ fontWeight: 500 }}>
          Scheduled jobs ({jobs.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="scheduled-jobs-content">
        <Stack sx={{ gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            A job sends its event to every form in its state whenever its cron expression comes due (UTC).
          </Typography>
          {jobs.length === 0 && <Typography variant="body2">No scheduled jobs.</Typography>}
          {jobs.length > 0 && (
            <Stack component="ul" aria-label="Scheduled jobs" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
              {jobs.map((job, index) => (
                <Box component="li" key={job.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {job.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    <code>{job.cronExpression}</code>: sends {job.event} to forms in {nodeLabel(flow, job.workflowStateId)}
                  </Typography>
                  {job.description && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {job.description}
                    </Typography>
                  )}
                  {!readOnly && (
                    <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                      <Button size="small" aria-label={`Edit job ${job.name}`} onClick={() => setEditing({ job, index })}>
                        Edit
                      </Button>
                      <Button size="small" color="error" aria-label={`Remove job ${job.name}`} onClick={() => onChange(jobs.filter((_, at) => at !== index))}>
                        Remove
                      </Button>
                    </Box>
                  )}
                </Box>
              ))}
            </Stack>
          )}
          {!readOnly && (
            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ job: newJob(jobs), index: null })} sx={{ alignSelf: 'flex-start' }}>
              Add job
            </Button>
          )}
        </Stack>
      </AccordionDetails>
      {editing && <JobDialog initial={editing.job} isNew={editing.index === null} states={states} events={events} onSave={save} onClose={() => setEditing(null)} />}
    </Accordion>
  );
}
