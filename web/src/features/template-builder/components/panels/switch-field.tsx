import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface SwitchFieldProps {
  label: string;
  /** What the switch does, under its label (and its accessible description). */
  help?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled switch that saves at once. */
export function SwitchField({ label, help, checked, disabled, onChange }: SwitchFieldProps) {
  const helpId = useId();
  return (
    <FormControlLabel
      sx={{ alignItems: help ? 'flex-start' : 'center' }}
      control={<Switch checked={checked} disabled={disabled} onChange={(_event, value) => onChange(value)} slotProps={{ input: { 'aria-describedby': help ? helpId : undefined } }} />}
      label={
        help ? (
          <span>
            {label}
            <Typography id={helpId} component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {help}
            </Typography>
          </span>
        ) : (
          label
        )
      }
    />
  );
}
