import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProgramDocuments, type ProgramDocumentOption } from '../api/program-documents';
import { personName } from './assignee-field';

const formLabel = (doc: ProgramDocumentOption) => `${doc.name}${doc.autoId ? ` (${doc.autoId})` : ''} · ${personName(doc.owner)}`;

/** Picks one of the program's forms by the start of its name (documents by program, sorted by name). */
export function FormPicker({ programId, value, onChange }: { programId: string; value: ProgramDocumentOption | null; onChange(doc: ProgramDocumentOption | null): void }) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 300);
  const search = useProgramDocuments(programId, term, { skip: term.length < 1 });
  const options = term ? (search.data?.documentsByProgram.docs ?? []) : [];
  return (
    <Autocomplete<ProgramDocumentOption>
      value={value}
      onChange={(_event, doc) => onChange(doc)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={formLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={search.loading}
      loadingText="Loading forms..."
      noOptionsText={term ? `No forms found for "${term}"` : 'Type the start of the form’s name'}
      renderInput={(params) => <TextField {...params} label="Form" required helperText="The form keeps its owner; the assignee must be able to open it." />}
    />
  );
}
