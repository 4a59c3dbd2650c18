import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { childQuestionChoices, type NodeOf } from '../../hooks/panel-choices';
import { BlurTextField } from '../blur-text-field';
import { IdSelect } from './id-select';
import { PanelGroup } from './panel-group';
import type { PanelProps } from './panel-props';
import { SwitchField } from './switch-field';
import { propertyHelp } from '../../hooks/property-help';

const orNull = (value: string) => (value.trim() ? value : null);

/** A page, summary page, section or repeatable section: its name (required) and, for sections, description. */
export function NameFields({ node, readOnly, edits }: PanelProps<NodeOf<'Page' | 'SummaryPage' | 'Section' | 'RepeatableSection'>>) {
  return (
    <>
      <BlurTextField label="Name" required value={node.name} disabled={readOnly} onCommit={(name) => name.trim() && edits.save({ name })} />
      {'description' in node ? (
        <BlurTextField label="Description" multiline minRows={2} value={node.description ?? ''} disabled={readOnly} onCommit={(description) => edits.save({ description: orNull(description) })} />
      ) : null}
    </>
  );
}

/** A repeatable section: whether an entry is required, and which of its questions summarise and preview an entry. */
export function RepeatableSectionFields({ node, readOnly, edits }: PanelProps<NodeOf<'RepeatableSection'>>) {
  const questions = childQuestionChoices(node);
  const summary = new Set(node.summaryQuestionIds);
  const toggle = (id: string, on: boolean) => edits.save({ summaryQuestionIds: questions.map((question) => question.id).filter((candidate) => (candidate === id ? on : summary.has(candidate))) });
  return (
    <>
      <SwitchField label="At least one entry required" checked={node.required} disabled={readOnly} onChange={(required) => edits.save({ required })} />
      <IdSelect label="Preview question" value={node.previewQuestionId} choices={questions} disabled={readOnly} help={propertyHelp.previewQuestion} emptyText="Add questions to this section first." onChange={(previewQuestionId) => edits.save({ previewQuestionId })} />
      <PanelGroup title="Summary questions" help={propertyHelp.summaryQuestions}>
        {questions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Add questions to this section first.
          </Typography>
        ) : (
          questions.map((question) => (
            <FormControlLabel
              key={question.id}
              control={<Checkbox size="small" checked={summary.has(question.id)} disabled={readOnly} onChange={(_event, on) => toggle(question.id, on)} />}
              label={question.label}
            />
          ))
        )}
      </PanelGroup>
    </>
  );
}

const styles = [
  { value: 'body1', label: 'Body text' },
  { value: 'heading', label: 'Heading' },
];

/** Static text: the text and how it is styled. */
export function StaticTextFields({ node, readOnly, edits }: PanelProps<NodeOf<'StaticText'>>) {
  const style = node.style ?? 'body1';
  return (
    <>
      <BlurTextField label="Text" multiline minRows={3} value={node.text} disabled={readOnly} onCommit={(text) => edits.save({ text })} />
      <TextField select size="small" label="Style" value={style} disabled={readOnly} onChange={(event) => edits.save({ style: event.target.value })}>
        {styles.some((entry) => entry.value === style) ? null : <MenuItem value={style}>{style}</MenuItem>}
        {styles.map((entry) => (
          <MenuItem key={entry.value} value={entry.value}>
            {entry.label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
