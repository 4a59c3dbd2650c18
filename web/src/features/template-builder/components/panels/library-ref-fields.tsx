import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PublishedLibrariesDocument } from '../../api/published-libraries.generated';
import { propertyHelp } from '../../hooks/property-help';
import { BlurTextField } from '../blur-text-field';

interface LibraryRef {
  schemaId: string;
  name: string;
}

interface LibraryChoice {
  id: string;
  objectName: string;
}

/**
 * The library (custom data schema) a question searches, chosen among the published libraries by name (a page of
 * 25 matching what is typed); its name as shown to the people answering starts as the library's. No library: none.
 */
export function LibraryRefFields({ library, disabled, onSave }: { library: LibraryRef | null; disabled: boolean; onSave: (library: LibraryRef | null) => void }) {
  const [typed, setTyped] = useState('');
  const searchTerm = useDebouncedValue(typed, 250);
  const choices = useQuery(PublishedLibrariesDocument, { variables: { input: { status: 'PUBLISHED', searchTerm: searchTerm || null, limit: 25 } }, skip: disabled });
  const current: LibraryChoice | null = library ? { id: library.schemaId, objectName: library.name || library.schemaId } : null;
  const options = choices.data?.searchLibrariesV2.results ?? choices.previousData?.searchLibrariesV2.results ?? [];
  return (
    <>
      <Autocomplete<LibraryChoice>
        options={current && !options.some((option) => option.id === current.id) ? [current, ...options] : options}
        value={current}
        disabled={disabled}
        loading={choices.loading}
        getOptionLabel={(option) => option.objectName}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterOptions={(found) => found}
        onInputChange={(_event, value, reason) => {
          if (reason === 'input') setTyped(value);
        }}
        onChange={(_event, chosen) => onSave(chosen ? { schemaId: chosen.id, name: chosen.objectName } : null)}
        renderInput={(params) => <TextField {...params} label="Library" helperText={propertyHelp.librarySchemaId} />}
      />
      <BlurTextField
        // A new library starts the field over at its name.
        key={library?.schemaId ?? ''}
        label="Library name"
        value={library?.name ?? ''}
        disabled={disabled || !library}
        helperText={propertyHelp.libraryName}
        onCommit={(name) => library && onSave({ ...library, name })}
      />
    </>
  );
}
