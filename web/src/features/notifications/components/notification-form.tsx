import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import type { NotificationKind, NotificationSeverity, NotificationStatus } from '@/gql/graphql';
import { draftProblems, kindLabels, severityLabels, statusLabels, type NotificationDraft } from '../hooks/notification-draft';
import { useLivePreview, type PlaceholderQuestion } from '../hooks/use-live-preview';
import { NotificationPreview } from './notification-preview';
import { PlaceholderChips } from './placeholder-chips';
import { RecipientsFields, type RoleChoice } from './recipients-fields';

interface NotificationFormProps {
  draft: NotificationDraft;
  onChange: (change: Partial<NotificationDraft>) => void;
  onSave: () => void;
  saving: boolean;
  questions: readonly PlaceholderQuestion[];
  roles: readonly RoleChoice[];
  documentRoles: readonly RoleChoice[];
  ownerFirstName: string;
}

function Select<T extends string>({ label, value, labels, onChange }: { label: string; value: T; labels: Record<T, string>; onChange: (value: T) => void }) {
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value as T)} sx={{ minWidth: 180 }}>
      {(Object.keys(labels) as T[]).map((key) => (
        <MenuItem key={key} value={key}>
          {labels[key]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The editor of one notification: what it is, what it says (with placeholders), to whom, and a live preview. */
export function NotificationForm({ draft, onChange, onSave, saving, questions, roles, documentRoles, ownerFirstName }: NotificationFormProps) {
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const [touched, setTouched] = useState(false);
  const problems = touched ? draftProblems(draft) : {};
  const rendered = useLivePreview(draft.subject, draft.body, questions, ownerFirstName);
  const insert = (token: string) => {
    const element = fields[target].current;
    const text = draft[target];
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    onChange({ [target]: `${text.slice(0, start)}${token}${text.slice(end)}` });
  };
  const submit = () => {
    setTouched(true);
    if (Object.keys(draftProblems(draft)).length === 0) onSave();
  };
  return (
    <Stack component="form" aria-label="Notification" noValidate onSubmit={(event) => { event.preventDefault(); submit(); }} sx={{ gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack sx={{ gap: 2 }}>
          <TextField label="Name" required value={draft.templateName} onChange={(event) => onChange({ templateName: event.target.value })} error={Boolean(problems.templateName)} helperText={problems.templateName} />
          <Stack sx={{ flexDirection: 'row', flexWrap: 'wrap', gap: 2 }}>
            <Select<NotificationKind> label="Kind" value={draft.kind} labels={kindLabels} onChange={(kind) => onChange({ kind })} />
            <Select<NotificationSeverity> label="Severity" value={draft.severity} labels={severityLabels} onChange={(severity) => onChange({ severity })} />
            <Select<NotificationStatus> label="Status" value={draft.status} labels={statusLabels} onChange={(status) => onChange({ status })} />
          </Stack>
          <TextField label="Description" value={draft.description} onChange={(event) => onChange({ description: event.target.value })} multiline minRows={1} />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack sx={{ gap: 2 }}>
          <TextField label="Subject" required inputRef={fields.subject} value={draft.subject} onFocus={() => setTarget('subject')} onChange={(event) => onChange({ subject: event.target.value })} error={Boolean(problems.subject)} helperText={problems.subject ?? (draft.kind === 'TODO' ? 'The to-do’s title in Action Items' : undefined)} />
          <TextField label="Body" inputRef={fields.body} value={draft.body} onFocus={() => setTarget('body')} onChange={(event) => onChange({ body: event.target.value })} multiline minRows={6} helperText="Plain text or HTML; scripts and event handlers are removed." />
          <PlaceholderChips questions={questions} target={target} onInsert={insert} />
        </Stack>
      </Paper>
      <NotificationPreview rendered={rendered} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <RecipientsFields draft={draft} problems={problems} roles={roles} documentRoles={documentRoles} onChange={onChange} />
      </Paper>
      <Stack sx={{ flexDirection: 'row', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </Stack>
    </Stack>
  );
}
