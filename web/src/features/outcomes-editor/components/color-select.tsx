import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { colorName, outcomePalette } from '../hooks/palette';

function Swatch({ color }: { color: string }) {
  return <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 16, height: 16, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider', mr: 1, verticalAlign: 'middle' }} />;
}

/** Picks a colour from the fixed palette; a colour from elsewhere stays listed under its own value. */
export function ColorSelect({ label, value, onChange, disabled }: { label: string; value: string; onChange(color: string): void; disabled?: boolean }) {
  const known = outcomePalette.some((entry) => entry.color.toLowerCase() === value.toLowerCase());
  const choices = known || !value ? outcomePalette : [...outcomePalette, { name: value, color: value }];
  return (
    <TextField
      select
      size="small"
      label={label}
      value={choices.find((entry) => entry.color.toLowerCase() === value.toLowerCase())?.color ?? ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { renderValue: (selected) => (<><Swatch color={String(selected)} />{colorName(String(selected))}</>) } }}
    >
      {choices.map((entry) => (
        <MenuItem key={entry.color} value={entry.color}>
          <Swatch color={entry.color} />
          {entry.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
