import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { minSearchTermLength } from '@schema/inputs/roles';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAssigneeSearch, type AssigneeOption } from '../api/assignee-search';

/** A person's name as lists show it. */
export const personName = (user: { userId: string; firstName?: string | null; lastName?: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userId;

/** A person picker over the program's campus: searches once 2 or more characters have settled for 300 ms. */
export function AssigneeField({
  campusCode,
  value,
  onChange,
  label,
  required = false,
  error,
  size,
}: {
  campusCode: string | null;
  value: AssigneeOption | null;
  onChange(user: AssigneeOption | null): void;
  label: string;
  required?: boolean;
  error?: string | null;
  size?: 'small' | 'medium';
}) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 300);
  const searchable = term.length >= minSearchTermLength;
  const search = useAssigneeSearch(term, campusCode, { skip: !searchable });
  const settling = input.trim() !== term && input.trim().length >= minSearchTermLength;
  const options = searchable && !settling ? (search.data?.searchUsers ?? []) : [];
  return (
    <Autocomplete<AssigneeOption>
      value={value}
      onChange={(_event, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={value && !options.some((option) => option.userId === value.userId) ? [value, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={personName}
      isOptionEqualToValue={(option, chosen) => option.userId === chosen.userId}
      loading={settling || search.loading}
      loadingText="Loading users..."
      noOptionsText={input.trim().length < minSearchTermLength ? `Type at least ${minSearchTermLength} characters` : `No results found for "${term}"`}
      renderOption={({ key, ...props }, user) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography>{personName(user)}</Typography>
          {user.email ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          ) : null}
        </Box>
      )}
      renderInput={(params) => <TextField {...params} size={size} label={label} required={required} error={Boolean(error)} helperText={error ?? undefined} />}
    />
  );
}
