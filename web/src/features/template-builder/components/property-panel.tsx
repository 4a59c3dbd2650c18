import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { kindLabel, type BuilderNode } from '../hooks/builder-tree';
import { conflictMessage, saveFailedMessage } from '../hooks/use-save-element';
import { BlurTextField } from './blur-text-field';
import { OptionListEditor } from './option-list-editor';

interface PanelProps {
  node: BuilderNode | undefined;
  readOnly: boolean;
  notice: 'conflict' | 'failed' | null;
  onSave: (changes: Record<string, unknown>) => void;
}

/** The fields of the selected page or element, each saved on blur (switches and choices at once). */
export function PropertyPanel({ node, readOnly, notice, onSave }: PanelProps) {
  if (!node) return <Typography color="text.secondary">Select a page or element in the outline to edit it.</Typography>;
  const question = 'title' in node;
  return (
    // Keyed by version: after a save or a CONFLICT the fields start again from the element as stored.
    <Stack spacing={2} key={`${node.id}-${node.version}`} component="form" aria-label={`Properties of ${kindLabel(node.__typename ?? '')}`} onSubmit={(event) => event.preventDefault()}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
        {kindLabel(node.__typename ?? '')} properties
      </Typography>
      {notice ? <Alert severity={notice === 'conflict' ? 'warning' : 'error'}>{notice === 'conflict' ? conflictMessage : saveFailedMessage}</Alert> : null}
      {'title' in node ? <BlurTextField label="Title" required value={node.title} disabled={readOnly} onCommit={(title) => onSave({ title })} /> : null}
      {'name' in node && !question ? <BlurTextField label="Name" required value={node.name} disabled={readOnly} onCommit={(name) => onSave({ name })} /> : null}
      {'text' in node ? <BlurTextField label="Text" multiline minRows={3} value={node.text} disabled={readOnly} onCommit={(text) => onSave({ text })} /> : null}
      {'description' in node ? (
        <BlurTextField label="Description" multiline minRows={2} value={node.description ?? ''} disabled={readOnly} onCommit={(description) => onSave({ description: description || null })} />
      ) : null}
      {'prompt' in node ? <BlurTextField label="Prompt" multiline minRows={2} value={node.prompt ?? ''} disabled={readOnly} onCommit={(prompt) => onSave({ prompt: prompt || null })} /> : null}
      {'info' in node ? <BlurTextField label="Info" multiline minRows={2} value={node.info ?? ''} disabled={readOnly} onCommit={(info) => onSave({ info: info || null })} /> : null}
      {'required' in node ? (
        <FormControlLabel control={<Switch checked={node.required} disabled={readOnly} onChange={(_event, required) => onSave({ required })} />} label="Required" />
      ) : null}
      {node.__typename === 'TextQuestion' ? (
        <TextField select size="small" label="Input" value={node.input ?? 'short'} disabled={readOnly} onChange={(event) => onSave({ input: event.target.value })}>
          <MenuItem value="short">Short answer (one line)</MenuItem>
          <MenuItem value="paragraph">Paragraph</MenuItem>
        </TextField>
      ) : null}
      {node.__typename === 'OptionQuestion' ? (
        <>
          <FormControlLabel control={<Switch checked={node.isMultiSelect} disabled={readOnly} onChange={(_event, isMultiSelect) => onSave({ isMultiSelect })} />} label="Several answers" />
          <FormControlLabel control={<Switch checked={node.isDropdown} disabled={readOnly} onChange={(_event, isDropdown) => onSave({ isDropdown })} />} label="Show as a dropdown" />
          <OptionListEditor options={node.options} disabled={readOnly} onChange={(options) => onSave({ options })} />
        </>
      ) : null}
    </Stack>
  );
}
