import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { chooseGranteeMessages } from '@schema/libraries/library-grant-inputs';
import { everyoneName, libraryAccessLevels, libraryAccessWords, type LibraryAccess, type LibraryGranteeKind } from '@schema/libraries/library-grants';
import { useRef, useState, type FormEvent } from 'react';
import { PersonSearchField, type PersonSearch } from '@/components/person-search-field';
import type { LibraryGrantInput } from '@/gql/graphql';
import { useSessionUser } from '@/lib/auth/session-context';
import { useLibraryGrantCampuses } from '../api/grant-campuses';
import { useLibraryGrantPeople, type GrantPerson } from '../api/library-grant-people';
import { useLibraryGrantRoles, type GrantRole } from '../api/library-grant-roles';

/**
 * The Grant access panel's form: to a person or a role (found on a campus the user belongs to) or, for a published
 * library, everyone signed in (as viewers); and the level. `onSave` answers the message to show, or null once done.
 */
export function GrantAccessForm({
  libraryId,
  published,
  onSave,
  onCancel,
}: {
  libraryId: string;
  published: boolean;
  onSave(input: LibraryGrantInput): Promise<string | null>;
  onCancel(): void;
}) {
  const sessionUser = useSessionUser();
  const campuses = useLibraryGrantCampuses(libraryId);
  const offered = campuses.data?.libraryGrantCampuses ?? [];
  const [chosenCampus, setChosenCampus] = useState<string | null>(null);
  const campus = chosenCampus ?? offered.find((entry) => entry.id === sessionUser.campusCode)?.id ?? offered[0]?.id ?? null;
  const [kind, setKind] = useState<LibraryGranteeKind>('USER');
  const [person, setPerson] = useState<GrantPerson | null>(null);
  const [role, setRole] = useState<GrantRole | null>(null);
  const [access, setAccess] = useState<LibraryAccess>('EDITOR');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const roles = useLibraryGrantRoles(libraryId, kind === 'ROLE' ? campus : null);
  const level: LibraryAccess = kind === 'EVERYONE' ? 'VIEWER' : access;
  const usePeople: PersonSearch<GrantPerson> = (term, { skip }) => useLibraryGrantPeople(libraryId, campus ?? '', term, { skip: skip || campus === null });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const granteeId = kind === 'USER' ? person?.userId : kind === 'ROLE' ? role?.id : null;
    if (kind !== 'EVERYONE' && !granteeId) {
      setChoiceError(chooseGranteeMessages[kind]);
      return;
    }
    setChoiceError(null);
    setSaving(true);
    const refusal = await onSave({ libraryId, access: level, granteeKind: kind, granteeId: granteeId ?? null });
    setSaving(false);
    if (refusal) {
      setServerError(refusal);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  const chooseKind = (next: LibraryGranteeKind) => {
    setKind(next);
    setChoiceError(null);
    setServerError(null);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 3 }}>
      <FormControl>
        <FormLabel id={`${libraryId}-grantee-kind`}>Grant access to</FormLabel>
        <RadioGroup aria-labelledby={`${libraryId}-grantee-kind`} value={kind} onChange={(event) => chooseKind(event.target.value as LibraryGranteeKind)}>
          <FormControlLabel value="USER" control={<Radio />} label="A person" />
          <FormControlLabel value="ROLE" control={<Radio />} label="A role's members" />
          {published ? <FormControlLabel value="EVERYONE" control={<Radio />} label={`${everyoneName} (as viewers)`} /> : null}
        </RadioGroup>
      </FormControl>
      {kind !== 'EVERYONE' ? (
        <TextField
          select
          label="Campus"
          value={campus ?? ''}
          onChange={(event) => {
            setChosenCampus(event.target.value);
            setPerson(null);
            setRole(null);
          }}
          helperText={kind === 'USER' ? 'Where to search for people' : 'Global roles, and those of this campus and its programs'}
          fullWidth
        >
          {offered.map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {entry.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {kind === 'USER' ? (
        <PersonSearchField
          key={campus ?? ''}
          label="Person"
          useSearch={usePeople}
          value={person}
          onChange={(chosen) => {
            setPerson(chosen);
            if (chosen) setChoiceError(null);
          }}
          error={choiceError}
        />
      ) : null}
      {kind === 'ROLE' ? (
        <Autocomplete
          key={campus ?? ''}
          value={role}
          onChange={(_event, chosen) => {
            setRole(chosen);
            if (chosen) setChoiceError(null);
          }}
          options={roles.data?.libraryGrantRoles ?? []}
          groupBy={(option) => option.level}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          loading={roles.loading}
          loadingText="Loading roles..."
          noOptionsText="No roles"
          renderInput={(params) => <TextField {...params} label="Role" required error={Boolean(choiceError)} helperText={choiceError ?? 'Its members get the access'} />}
        />
      ) : null}
      <TextField
        select
        label="Access"
        value={level}
        onChange={(event) => setAccess(event.target.value as LibraryAccess)}
        disabled={kind === 'EVERYONE'}
        helperText={libraryAccessWords[level].allows}
        fullWidth
      >
        {libraryAccessLevels.map((entry) => (
          <MenuItem key={entry} value={entry}>
            {libraryAccessWords[entry].label}
          </MenuItem>
        ))}
      </TextField>
      {serverError ? (
        <Alert severity="error" ref={alertRef} tabIndex={-1}>
          {serverError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Granting…' : 'Grant'}
        </Button>
      </Box>
    </Box>
  );
}
