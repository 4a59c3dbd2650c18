import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ChemicalType } from '@/gql/graphql';
import { useLibraryTypes } from '../api/use-libraries';

/** The select's text for a library type ('' for none) as the API's enum, or null. */
export const chemicalTypeOf = (value: string): ChemicalType | null => (value === 'CHEMICAL' || value === 'PESTICIDE' ? value : null);

/** The library's chemical type, or none (a plain library); the choices come from getLibraryTypes. */
export function LibraryTypeSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { data } = useLibraryTypes();
  return (
    <TextField select label="Library type" value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">None</MenuItem>
      {(data?.getLibraryTypes ?? []).map((option) => (
        <MenuItem key={option.type} value={option.type}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
