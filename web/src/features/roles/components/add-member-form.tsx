import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { selectUserMessage } from '@schema/inputs/roles';
import { useState, type FormEvent } from 'react';
import { useSessionUser } from '@/lib/auth/session-context';
import { useMemberCampuses } from '../api/member-campuses';
import type { LevelRole } from '../api/node-roles';
import type { UserOption } from '../api/search-users';
import { UserSearchField } from './user-search-field';

/**
 * The add-member panel's form: a role of the level and a person; `onSave` answers the message to show, or null
 * once added. Without a `campusCode` (the global level) a campus picker chooses where to search, the user's first.
 */
export function AddMemberForm({
  roles,
  campusCode,
  onSave,
  onCancel,
}: {
  roles: LevelRole[];
  campusCode: string | null;
  onSave(roleId: string, user: UserOption): Promise<string | null>;
  onCancel(): void;
}) {
  const [roleId, setRoleId] = useState(roles[0]?.id ?? '');
  const sessionUser = useSessionUser();
  const campuses = useMemberCampuses({ skip: campusCode !== null });
  const [searchCampus, setSearchCampus] = useState(sessionUser.campusCode);
  const [user, setUser] = useState<UserOption | null>(null);
  const [userError, setUserError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!user) {
      setUserError(selectUserMessage);
      return;
    }
    setUserError(null);
    setSaving(true);
    const refusal = await onSave(roleId, user);
    setSaving(false);
    if (refusal) setServerError(refusal);
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 3 }}>
      <TextField select label="Role" value={roleId} onChange={(event) => setRoleId(event.target.value)} required fullWidth>
        {roles.map((role) => (
          <MenuItem key={role.id} value={role.id}>
            {role.name}
          </MenuItem>
        ))}
      </TextField>
      {campusCode === null ? (
        <TextField
          select
          label="Campus"
          value={campuses.data ? searchCampus : ''}
          onChange={(event) => {
            setSearchCampus(event.target.value);
            setUser(null);
          }}
          helperText="Where to search for people"
          fullWidth
        >
          {(campuses.data?.campuses ?? []).map((campus) => (
            <MenuItem key={campus.id} value={campus.id}>
              {campus.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <UserSearchField
        key={campusCode ?? searchCampus}
        campusCode={campusCode ?? searchCampus}
        value={user}
        onChange={(chosen) => {
          setUser(chosen);
          if (chosen) setUserError(null);
        }}
        error={userError}
      />
      {serverError ? <Alert severity="error">{serverError}</Alert> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving || !roleId}>
          {saving ? 'Adding…' : 'Add'}
        </Button>
      </Box>
    </Box>
  );
}
