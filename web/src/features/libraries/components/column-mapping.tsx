import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { unmappedRequired, type ColumnMapping } from '@schema/libraries/csv-mapping';
import { fieldsInOrder } from '@schema/libraries/library-model';
import type { LibrarySchema } from './library-frame';

const notImported = '';

/** Step 2: which CSV column fills each field (matched by name at first); a required field needs one. */
export function ColumnMappingStep({
  library,
  headers,
  mapping,
  onChange,
}: {
  library: LibrarySchema;
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange(mapping: ColumnMapping): void;
}) {
  const missing = unmappedRequired(library.fieldArraySchema, mapping);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {fieldsInOrder(library.fieldArraySchema).map((field) => (
          <TextField
            key={field.fieldName}
            select
            label={field.required ? `${field.fieldName} (required)` : field.fieldName}
            value={mapping[field.fieldName] ?? notImported}
            onChange={(event) => onChange({ ...mapping, [field.fieldName]: event.target.value || null })}
            sx={{ width: { xs: '100%', sm: 260 } }}
          >
            <MenuItem value={notImported}>Not imported</MenuItem>
            {headers.map((header) => (
              <MenuItem key={header} value={header} sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                {header}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      {missing.length > 0 ? (
        <Alert severity="warning">Choose a column for each required field: {missing.map((field) => field.fieldName).join(', ')}.</Alert>
      ) : null}
    </Stack>
  );
}
