import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { minSearchTermLength } from '@schema/inputs/roles';
import { useState } from 'react';
import { useSearchUsers, type UserOption } from '../api/search-users';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long typing must pause before the search is sent. */
export const searchDebounceMs = 300;

const fullName = (user: UserOption) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userId;

/** The member picker: searches people of a campus once 2 or more characters have settled for 300 ms. */
export function UserSearchField({
  campusCode,
  value,
  onChange,
  error,
}: {
  campusCode: string | null;
  value: UserOption | null;
  onChange(user: UserOption | null): void;
  error: string | null;
}) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), searchDebounceMs);
  const searchable = term.length >= minSearchTermLength;
  const search = useSearchUsers(term, campusCode, { skip: !searchable });
  const settling = input.trim() !== term && input.trim().length >= minSearchTermLength;
  const options = searchable && !settling ? (search.data?.searchUsers ?? []) : [];

  return (
    <Autocomplete
      value={value}
      onChange={(_event, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={fullName}
      isOptionEqualToValue={(option, chosen) => option.userId === chosen.userId}
      loading={settling || search.loading}
      loadingText="Loading users..."
      noOptionsText={input.trim().length < minSearchTermLength ? `Type at least ${minSearchTermLength} characters` : 'No Users Found'}
      renderOption={({ key, ...props }, user) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography>{fullName(user)}</Typography>
          {user.email ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {user.email}
            </Typography>
          ) : null}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label="User" required error={Boolean(error)} helperText={error ?? 'Search by name, username or email'} />
      )}
    />
  );
}
