import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useChemicalItems, useChemicalLibraries } from '../api/use-inventory';

/** The chemical picked: a library item. */
export interface PickedChemical {
  libraryId: string;
  itemId: string;
  name: string;
}

/**
 * The chemical of a new container: a published chemical (or pesticide) library, then one of its items found by
 * name with the search library questions use. The first library is chosen to begin with.
 */
export function ChemicalPicker({ value, onChange }: { value: PickedChemical | null; onChange(next: PickedChemical | null): void }) {
  const { libraries, loading: librariesLoading } = useChemicalLibraries();
  const [libraryId, setLibraryId] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  // The first library (by name) is chosen until the person picks another: most campuses keep one.
  const first = libraries[0]?.id ?? null;
  useEffect(() => {
    if (!libraryId && first) setLibraryId(first);
  }, [libraryId, first]);
  const items = useChemicalItems(libraryId, term.trim());
  const options = (items.data ?? items.previousData)?.searchLibraryItems ?? [];
  return (
    <>
      {libraries.length > 1 ? (
        <TextField
          select
          label="Chemical library"
          value={libraryId ?? ''}
          onChange={(event) => {
            setLibraryId(event.target.value || null);
            onChange(null);
          }}
          required
        >
          {libraries.map((library) => (
            <MenuItem key={library.id} value={library.id}>
              {library.objectName}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Autocomplete
        options={options.map((item) => ({ libraryId: libraryId ?? '', itemId: item.id, name: item.name }))}
        value={value}
        onChange={(_event, next) => onChange(next)}
        inputValue={term}
        onInputChange={(_event, next) => setTerm(next)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, picked) => option.itemId === picked.itemId && option.libraryId === picked.libraryId}
        filterOptions={(found) => found}
        loading={items.loading}
        disabled={!libraryId || librariesLoading}
        noOptionsText={libraries.length === 0 ? 'No chemical library is published' : 'No chemical matches'}
        renderInput={(params) => <TextField {...params} label="Chemical" required autoFocus />}
      />
    </>
  );
}
