import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Choice } from '../../hooks/panel-choices';
import { readableHelp } from '../blur-text-field';

interface IdSelectProps {
  label: string;
  value: string | null | undefined;
  choices: readonly Choice[];
  onChange: (id: string | null) => void;
  disabled: boolean;
  /** Shown under the field when there is nothing to choose. */
  emptyText?: string;
  /** False: a choice is required (no "None" entry). */
  clearable?: boolean;
  /** What the choice does, under the field (emptyText takes its place when there is nothing to choose). */
  help?: string;
}

/** A select of ids by their labels, with "None"; an id that is no longer offered stays visible as such. */
export function IdSelect({ label, value, choices, onChange, disabled, emptyText, clearable = true, help }: IdSelectProps) {
  const unknown = value && !choices.some((choice) => choice.id === value);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value ?? ''}
      disabled={disabled}
      helperText={choices.length === 0 ? (emptyText ?? help) : help}
      slotProps={readableHelp}
      onChange={(event) => onChange(event.target.value || null)}
    >
      {clearable ? (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      ) : null}
      {unknown ? <MenuItem value={value}>Unknown ({value})</MenuItem> : null}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
