import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LibrarySchema } from './library-frame';

type Field = LibrarySchema['fieldArraySchema'][number];

/** The control of one field of an item, by data type; values are text here (the API converts and checks them). */
export function ItemValueField({ field, value, error, readOnly, onChange }: { field: Field; value: string; error?: string; readOnly: boolean; onChange(value: string): void }) {
  const common = {
    label: field.fieldName,
    value,
    required: field.required,
    error: Boolean(error),
    helperText: error ?? (field.dataType === 'RELATION' ? 'The id of an item of the related library' : undefined),
    disabled: readOnly,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    fullWidth: true,
  };
  switch (field.dataType) {
    case 'BOOLEAN':
      return (
        <TextField select {...common}>
          <MenuItem value="">Not set</MenuItem>
          <MenuItem value="true">Yes</MenuItem>
          <MenuItem value="false">No</MenuItem>
        </TextField>
      );
    case 'PICK_LIST':
      return (
        <TextField select {...common}>
          <MenuItem value="">Not set</MenuItem>
          {field.pickListSelection.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'DATE':
      return <TextField type="date" {...common} slotProps={{ inputLabel: { shrink: true } }} />;
    case 'NUMBER':
      return <TextField {...common} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
    case 'EMAIL':
      return <TextField type="email" {...common} />;
    case 'URL':
      return <TextField type="url" {...common} />;
    default:
      return <TextField {...common} multiline={false} />;
  }
}
