import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { WorkflowVersion } from '../api/workflows-by-template-group';
import type { EditorCatalogue } from '../hooks/editor-catalogue';
import type { EditorJob, Flow } from '../hooks/flow-edits';
import { parseFlow } from '../hooks/parse-flow';
import { useFlowSaves } from '../hooks/use-flow-saves';
import { useWorkflowActions } from '../hooks/use-workflow-actions';
import { WorkflowEditor } from './workflow-editor';
import { WorkflowSaveStatus } from './workflow-save-status';

/** Props of one version's editor: the version, the template it is shown for, and what the tab does on a conflict or a new draft. */
export interface WorkflowVersionEditorProps {
  workflow: WorkflowVersion;
  template: { id: string; status: string; workflowVersionId?: string | null };
  catalogue: EditorCatalogue;
  onConflict: () => void;
  onSelectVersion: (id: string) => void;
}

/** One workflow version: its commands, its save status and the editor (read-only once published). */
export function WorkflowVersionEditor({ workflow, template, catalogue, onConflict, onSelectVersion }: WorkflowVersionEditorProps) {
  const [flow, setFlow] = useState<Flow | null>(() => parseFlow(workflow.flow));
  const [jobs, setJobs] = useState<EditorJob[]>(() => workflow.jobs.map(({ id, name, description, cronExpression, event, workflowStateId }) => ({ id, name, description: description ?? null, cronExpression, event, workflowStateId })));
  const saves = useFlowSaves(workflow.id, workflow.revision, onConflict);
  const actions = useWorkflowActions(workflow.id, saves.flush, onSelectVersion);
  const attached = template.workflowVersionId === workflow.id;
  const canAttach = template.status === 'DRAFT' && workflow.readOnly && !attached;
  if (!flow) return <Alert severity="error">This workflow version cannot be read.</Alert>;
  const edit = (next: Flow) => {
    setFlow(next);
    saves.save({ flow: next });
  };
  const editJobs = (next: EditorJob[]) => {
    setJobs(next);
    saves.save({ jobs: next });
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {!workflow.readOnly && (
          <>
            <Button variant="outlined" disabled={actions.busy} onClick={() => void actions.onValidate()}>
              Validate
            </Button>
            <Button variant="contained" disabled={actions.busy} onClick={() => void actions.onPublish()}>
              Publish
            </Button>
          </>
        )}
        {workflow.readOnly && (
          <Button variant="outlined" disabled={actions.busy} onClick={() => void actions.onStartDraft()}>
            Start Draft
          </Button>
        )}
        {canAttach && (
          <Button variant="contained" disabled={actions.busy} onClick={() => void actions.onAttach(template.id)}>
            Attach to this template
          </Button>
        )}
        {!workflow.readOnly && <WorkflowSaveStatus state={saves.state} />}
      </Box>
      {workflow.readOnly && <Alert severity="info">Version {workflow.version} is published and read-only. Start a draft to change it.</Alert>}
      {actions.problems?.length === 0 && <Alert severity="success">No problems found.</Alert>}
      <WorkflowEditor value={flow} readOnly={workflow.readOnly} problems={actions.problems ?? []} catalogue={catalogue} onChange={edit} jobs={jobs} onJobsChange={editJobs} />
    </Stack>
  );
}
