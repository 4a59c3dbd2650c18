import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { layoutWidthOptions, type LayoutWidthOption } from '@schema/dashboards/grid';

/** The layout width options: Responsive, Desktop, Tablet, Mobile. */
export function LayoutWidthSelect({ value, onChange }: { value: LayoutWidthOption; onChange(value: LayoutWidthOption): void }) {
  return (
    <TextField select size="small" label="Layout width" value={value} onChange={(event) => onChange(event.target.value as LayoutWidthOption)} sx={{ minWidth: 160 }}>
      {layoutWidthOptions.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
