import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DraftRoles, NotificationDraft } from '../hooks/notification-draft';

/** A role recipients may be picked from. */
export interface RoleChoice {
  id: string;
  name: string;
}

function AddressesField({ label, value, error, onChange }: { label: string; value: string[]; error?: string | undefined; onChange: (value: string[]) => void }) {
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={value}
      onChange={(_event, next) => onChange(next.map((item) => item.trim()).filter(Boolean))}
      renderInput={(params) => <TextField {...params} label={label} helperText={error ?? 'Type an address and press Enter'} error={Boolean(error)} />}
    />
  );
}

function RolesField({ label, choices, value, onChange }: { label: string; choices: readonly RoleChoice[]; value: string[]; onChange: (value: string[]) => void }) {
  const selected = value.map((id) => choices.find((choice) => choice.id === id) ?? { id, name: id });
  return (
    <Autocomplete
      multiple
      options={choices as RoleChoice[]}
      value={selected}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, next) => onChange(next.map((item) => item.id))}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

interface RecipientsFieldsProps {
  draft: NotificationDraft;
  problems: Partial<Record<string, string>>;
  roles: readonly RoleChoice[];
  documentRoles: readonly RoleChoice[];
  onChange: (change: Partial<NotificationDraft>) => void;
}

/** Who a notification goes to: addresses, the form's owner, program roles and document roles, for to and cc. */
export function RecipientsFields({ draft, problems, roles, documentRoles, onChange }: RecipientsFieldsProps) {
  const setRoles = (list: 'to' | 'cc', change: Partial<DraftRoles>) => onChange({ roles: { ...draft.roles, [list]: { ...draft.roles[list], ...change } } });
  return (
    <Stack component="fieldset" sx={{ gap: 2, border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        Recipients
      </Typography>
      <Stack sx={{ flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
        <TextField label="From" value={draft.from} onChange={(event) => onChange({ from: event.target.value })} error={Boolean(problems.from)} helperText={problems.from ?? 'Empty: the platform address'} fullWidth />
        <TextField label="Reply to" value={draft.replyTo} onChange={(event) => onChange({ replyTo: event.target.value })} error={Boolean(problems.replyTo)} helperText={problems.replyTo} fullWidth />
      </Stack>
      <FormControlLabel control={<Checkbox checked={draft.toOwner} onChange={(event) => onChange({ toOwner: event.target.checked })} />} label="Send to the form's owner" />
      <AddressesField label="To addresses" value={draft.toRecipients} error={problems.toRecipients} onChange={(toRecipients) => onChange({ toRecipients })} />
      <RolesField label="To roles" choices={roles} value={draft.roles.to.roles} onChange={(value) => setRoles('to', { roles: value })} />
      <RolesField label="To document roles" choices={documentRoles} value={draft.roles.to.documentRoles} onChange={(value) => setRoles('to', { documentRoles: value })} />
      <AddressesField label="Cc addresses" value={draft.ccRecipients} error={problems.ccRecipients} onChange={(ccRecipients) => onChange({ ccRecipients })} />
      <RolesField label="Cc roles" choices={roles} value={draft.roles.cc.roles} onChange={(value) => setRoles('cc', { roles: value })} />
      <RolesField label="Cc document roles" choices={documentRoles} value={draft.roles.cc.documentRoles} onChange={(value) => setRoles('cc', { documentRoles: value })} />
    </Stack>
  );
}
