import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/** A labelled switch that saves at once. */
export function SwitchField({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  return <FormControlLabel control={<Switch checked={checked} disabled={disabled} onChange={(_event, value) => onChange(value)} />} label={label} />;
}
