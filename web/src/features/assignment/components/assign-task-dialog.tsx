import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import type { AssigneeOption } from '../api/assignee-search';
import { useAssignTask } from '../api/assign-task';
import { useAssignableTemplates } from '../api/assignable-templates';
import type { ProgramDocumentOption } from '../api/program-documents';
import { AssigneeField } from './assignee-field';
import { blankDraft, inputOf, missingOf, type AssignDraft } from './assign-task-form';
import { FormPicker } from './form-picker';

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The Assign dialog: a new form of one of the program's templates, or one of its forms, for one person. */
export function AssignTaskDialog({ programId, campusCode, open, onClose }: { programId: string; campusCode: string | null; open: boolean; onClose(): void }) {
  const titleId = useId();
  const { showToast } = useToast();
  const templates = useAssignableTemplates(programId);
  const [assign, { loading }] = useAssignTask();
  const [draft, setDraft] = useState<AssignDraft>(blankDraft);
  const [assignee, setAssignee] = useState<AssigneeOption | null>(null);
  const [form, setForm] = useState<ProgramDocumentOption | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const today = localToday();
  const change = (next: Partial<AssignDraft>) => setDraft((current) => ({ ...current, ...next }));
  const close = () => {
    setDraft(blankDraft);
    setAssignee(null);
    setForm(null);
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    const missing = missingOf(draft, today);
    if (missing) return setProblem(missing);
    try {
      await assign({ variables: { input: inputOf(programId, draft) } });
      showToast('Task assigned', { variant: 'success' });
      close();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The task could not be assigned.');
    }
  };
  const options = templates.data?.latestPublishedTemplatesByProgram ?? [];

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Assign a task</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <RadioGroup row aria-label="What to assign" value={draft.targetType} onChange={(event) => change({ targetType: event.target.value as AssignDraft['targetType'] })}>
            <FormControlLabel value="TEMPLATE" control={<Radio />} label="A new form of a template" />
            <FormControlLabel value="FORM" control={<Radio />} label="An existing form" />
          </RadioGroup>
          {draft.targetType === 'TEMPLATE' ? (
            <TextField
              select
              required
              label="Template"
              value={draft.templateGroupId}
              onChange={(event) => {
                const chosen = options.find((template) => template.groupId === event.target.value);
                change({ templateGroupId: event.target.value, subject: draft.subject || (chosen?.name ?? '') });
              }}
            >
              {options.map((template) => (
                <MenuItem key={template.groupId} value={template.groupId}>
                  {template.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <FormPicker
              programId={programId}
              value={form}
              onChange={(doc) => {
                setForm(doc);
                change({ formId: doc?.id ?? null, subject: draft.subject || (doc?.name ?? '') });
              }}
            />
          )}
          <AssigneeField
            campusCode={campusCode}
            label="Assign to"
            required
            value={assignee}
            onChange={(user) => {
              setAssignee(user);
              change({ assigneeId: user?.userId ?? null });
            }}
          />
          <TextField label="Subject" required value={draft.subject} onChange={(event) => change({ subject: event.target.value })} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField label="Done when the form is" value={draft.completeOnStatus} onChange={(event) => change({ completeOnStatus: event.target.value })} helperText="The form status that completes the task" />
          <TextField label="Due date" type="date" value={draft.dueDate} onChange={(event) => change({ dueDate: event.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }} />
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} loading={loading}>
          Assign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
