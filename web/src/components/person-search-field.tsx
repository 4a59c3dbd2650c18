import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { minSearchTermLength } from '@schema/inputs/roles';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long typing must pause before the search is sent. */
export const searchDebounceMs = 300;

/** A person a picker offers. */
export interface PersonOption {
  userId: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** What a person search answers for a settled term (skipped while the term is too short). */
export type PersonSearch<P extends PersonOption> = (term: string, options: { skip: boolean }) => { people: P[]; loading: boolean };

/** A person's name as the picker shows it (their id when they have none). */
export const personLabel = (person: PersonOption) => [person.firstName, person.lastName].filter(Boolean).join(' ') || person.userId;

/**
 * A person picker: asks `useSearch` once 2 or more characters have settled for 300 ms, and lists names with their
 * email. The search is the caller's (the roles screens ask searchUsers, a library's sharing its own query).
 */
export function PersonSearchField<P extends PersonOption>({
  useSearch,
  value,
  onChange,
  error,
  label = 'User',
}: {
  useSearch: PersonSearch<P>;
  value: P | null;
  onChange(person: P | null): void;
  error: string | null;
  label?: string;
}) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), searchDebounceMs);
  // The chosen person's name in the box is not a search.
  const searchable = term.length >= minSearchTermLength && !(value && term === personLabel(value));
  const search = useSearch(term, { skip: !searchable });
  const settling = input.trim() !== term && input.trim().length >= minSearchTermLength;
  const options = searchable && !settling ? search.people : [];

  return (
    <Autocomplete
      value={value}
      onChange={(_event, person) => onChange(person)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={personLabel}
      isOptionEqualToValue={(option, chosen) => option.userId === chosen.userId}
      loading={settling || search.loading}
      loadingText="Loading users..."
      noOptionsText={input.trim().length < minSearchTermLength ? `Type at least ${minSearchTermLength} characters` : 'No Users Found'}
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography>{personLabel(person)}</Typography>
          {person.email ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {person.email}
            </Typography>
          ) : null}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={Boolean(error)} helperText={error ?? 'Search by name, username or email'} />
      )}
    />
  );
}
