import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { unmappedRequired, type ColumnMapping } from '@schema/libraries/csv-mapping';
import { fieldsInOrder } from '@schema/libraries/library-model';
import { ColumnSelect, notImported } from '@/components/csv-import/column-select';
import type { LibrarySchema } from './library-frame';

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
          <ColumnSelect
            key={field.fieldName}
            label={field.required ? `${field.fieldName} (required)` : field.fieldName}
            headers={headers}
            value={mapping[field.fieldName] ?? notImported}
            onChange={(column) => onChange({ ...mapping, [field.fieldName]: column || null })}
          />
        ))}
      </Stack>
      {missing.length > 0 ? (
        <Alert severity="warning">Choose a column for each required field: {missing.map((field) => field.fieldName).join(', ')}.</Alert>
      ) : null}
    </Stack>
  );
}
