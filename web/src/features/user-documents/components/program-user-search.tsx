import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { minSearchTermLength } from '@schema/inputs/roles';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProgramUserSearch, type ProgramUserOption } from '../api/program-user-search';
import { programUserPath } from '../hooks/user-paths';

/** How long typing must pause before the search is sent (spec: user search, 300 ms). */
export const userSearchDebounceMs = 300;

const fullName = (user: ProgramUserOption) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userId;

/** What the list says while it has no people to offer. */
function emptyText(input: string, term: string, error: { message: string } | undefined): string {
  if (error) return `Error loading users: ${error.message}`;
  if (input.trim().length < minSearchTermLength) return `Type at least ${minSearchTermLength} characters`;
  return `No results found for "${term}"`;
}

/**
 * The program area's user search (spec: user search, program): once 2 or more characters have settled for 300 ms
 * it searches the people of the program's campus (none without a campus code); Escape closes the list; choosing a
 * person opens their user documents page.
 */
export function ProgramUserSearch({ programId, campusCode }: { programId: string; campusCode: string | null }) {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), userSearchDebounceMs);
  const searchable = term.length >= minSearchTermLength && Boolean(campusCode);
  const search = useProgramUserSearch(term, campusCode, { skip: !searchable });
  const settling = input.trim() !== term && input.trim().length >= minSearchTermLength;
  const options = searchable && !settling && !search.error ? (search.data?.searchUsers ?? []) : [];

  return (
    <Autocomplete<ProgramUserOption>
      value={null}
      onChange={(_event, user) => {
        if (!user) return;
        setInput('');
        void navigate(programUserPath(programId, user.userId));
      }}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={fullName}
      isOptionEqualToValue={(option, chosen) => option.userId === chosen.userId}
      loading={settling || search.loading}
      loadingText="Loading users..."
      noOptionsText={emptyText(input, term, search.error)}
      blurOnSelect
      sx={{ width: { xs: '100%', sm: 360 }, mb: 2 }}
      renderOption={({ key, ...props }, user) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography>{fullName(user)}</Typography>
          {user.email ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          ) : null}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label="Search users"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
