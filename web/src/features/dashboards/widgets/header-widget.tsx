import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { textSetting, type WidgetEditorProps, type WidgetKind, type WidgetViewProps } from './widget-kind';

function HeaderView({ config }: WidgetViewProps) {
  return (
    <Typography variant="h2" sx={{ overflowWrap: 'break-word' }}>
      {textSetting(config, 'value')}
    </Typography>
  );
}

function HeaderEditor({ config, onChange, showErrors }: WidgetEditorProps) {
  const value = textSetting(config, 'value');
  const missing = showErrors && value.trim() === '';
  return (
    <TextField
      label="Header text"
      value={value}
      required
      autoFocus
      fullWidth
      error={missing}
      helperText={missing ? 'A header needs a value' : undefined}
      onChange={(event) => onChange({ ...config, value: event.target.value })}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

/** A heading across the dashboard. */
export const headerWidget: WidgetKind = { type: 'header', label: 'Header', View: HeaderView, Editor: HeaderEditor, initialConfig: { value: '' } };
