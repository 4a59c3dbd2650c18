import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The value of a target no column fills. */
export const notImported = '';

/** Step 2's control for one target (a field, a question): which of the file's columns fills it, if any. */
export function ColumnSelect({ label, headers, value, onChange }: { label: string; headers: readonly string[]; value: string; onChange: (column: string) => void }) {
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ width: { xs: '100%', sm: 260 } }}>
      <MenuItem value={notImported}>Not imported</MenuItem>
      {headers.map((header) => (
        <MenuItem key={header} value={header} sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
          {header}
        </MenuItem>
      ))}
    </TextField>
  );
}
