import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { useFormRoleActions } from '../hooks/use-form-role-actions';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';
import { SaveStatus } from './save-status';

/** The hint next to form roles of a version that is not a draft. */
export const formRolesDraftHint = 'Start Draft in the builder to change form roles';

const maxName = 200;

/** A role name field with its own Save: used to add a role and to rename one. */
function RoleNameForm({
  label,
  initial = '',
  taken,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  /** The names of the other form roles, which this one may not repeat. */
  taken: readonly string[];
  submitLabel: string;
  onSubmit(name: string): Promise<boolean>;
  onCancel?(): void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('A role name is required');
    if (trimmed.length > maxName) return setError(`A role name is at most ${maxName} characters`);
    if (taken.some((other) => other.toLowerCase() === trimmed.toLowerCase())) return setError('This template has a form role of that name');
    setError(null);
    if ((await onSubmit(trimmed)) && !onCancel) setName('');
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField size="small" label={label} value={name} onChange={(event) => setName(event.target.value)} error={!!error} helperText={error} autoFocus={!!onCancel} sx={{ flex: '1 1 200px' }} />
      <Button type="submit" variant="contained">
        {submitLabel}
      </Button>
      {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
    </Stack>
  );
}

/** The draft's form roles (roles people get on each form): list, add, rename and remove. */
export function FormRolesSection({ roles, isDraft, actions }: { roles: ReadonlyArray<{ id: string; name: string }>; isDraft: boolean; actions: ReturnType<typeof useFormRoleActions> }) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  return (
    <Stack component="section" aria-labelledby="form-roles-heading" sx={{ gap: 1 }}>
      <Typography id="form-roles-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
        Form roles
      </Typography>
      <Typography color="text.secondary">Roles people are given on each form of this template, such as a reviewer named on the form.</Typography>
      {isDraft ? null : <Alert severity="info">{formRolesDraftHint}</Alert>}
      <SaveStatus state={actions.state} />
      {roles.length === 0 ? <Typography color="text.secondary">This template has no form roles.</Typography> : null}
      <List dense aria-label="Form roles">
        {roles.map((role) =>
          renaming === role.id ? (
            <ListItem key={role.id}>
              <RoleNameForm
                label={`New name for ${role.name}`}
                initial={role.name}
                taken={roles.filter((other) => other.id !== role.id).map((other) => other.name)}
                submitLabel="Save"
                onCancel={() => setRenaming(null)}
                onSubmit={async (name) => {
                  const saved = await actions.rename(role.id, name);
                  if (saved) setRenaming(null);
                  return saved;
                }}
              />
            </ListItem>
          ) : (
            <ListItem
              key={role.id}
              divider
              secondaryAction={
                <>
                  <IconButton aria-label={`Rename ${role.name}`} disabled={!isDraft} onClick={() => setRenaming(role.id)}>
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton aria-label={`Remove ${role.name}`} edge="end" disabled={!isDraft} onClick={() => setRemoving(role)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={role.name} />
            </ListItem>
          ),
        )}
      </List>
      <ConfirmRemoveDialog
        roleName={removing?.name ?? null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void actions.remove(removing.id);
          setRemoving(null);
        }}
      />
      {isDraft ? <RoleNameForm label="New form role" taken={roles.map((role) => role.name)} submitLabel="Add role" onSubmit={actions.add} /> : null}
    </Stack>
  );
}
