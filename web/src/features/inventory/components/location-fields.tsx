import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** Building, floor and room as typed; building and room are required. */
export interface LocationDraft {
  building: string;
  floor: string;
  room: string;
}

export const emptyLocation: LocationDraft = { building: '', floor: '', room: '' };

/** The location as the API takes it, or the first missing field's message. */
export function locationInput(draft: LocationDraft): { building: string; floor: string | null; room: string } | string {
  if (!draft.building.trim()) return 'Enter the building';
  if (!draft.room.trim()) return 'Enter the room';
  return { building: draft.building.trim(), floor: draft.floor.trim() || null, room: draft.room.trim() };
}

/** The three fields of a location, side by side from small screens up, stacked on phones. */
export function LocationFields({ value, onChange, autoFocus = false }: { value: LocationDraft; onChange(next: LocationDraft): void; autoFocus?: boolean }) {
  const field = (name: keyof LocationDraft, label: string, required: boolean) => (
    <TextField
      label={label}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      required={required}
      autoFocus={autoFocus && name === 'building'}
      slotProps={{ htmlInput: { maxLength: 80 } }}
      sx={{ flex: name === 'building' ? 2 : 1 }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {field('building', 'Building', true)}
      {field('floor', 'Floor', false)}
      {field('room', 'Room', true)}
    </Stack>
  );
}
