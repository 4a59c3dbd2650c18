import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { textSetting, type WidgetEditorProps, type WidgetKind, type WidgetViewProps } from './widget-kind';

function ParagraphView({ config }: WidgetViewProps) {
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>{textSetting(config, 'value')}</Typography>;
}

function ParagraphEditor({ config, onChange, showErrors }: WidgetEditorProps) {
  const value = textSetting(config, 'value');
  const missing = showErrors && value.trim() === '';
  return (
    <TextField
      label="Paragraph text"
      value={value}
      required
      autoFocus
      fullWidth
      multiline
      minRows={3}
      error={missing}
      helperText={missing ? 'A paragraph needs a value' : undefined}
      onChange={(event) => onChange({ ...config, value: event.target.value })}
      slotProps={{ htmlInput: { maxLength: 5000 } }}
    />
  );
}

/** A block of text. */
export const paragraphWidget: WidgetKind = { type: 'paragraph', label: 'Paragraph', View: ParagraphView, Editor: ParagraphEditor, initialConfig: { value: '' } };
