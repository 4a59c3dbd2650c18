import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMetricQuestions, useMetricTemplates } from '../api/metric-templates';
import { needsTemplate, type DraftField, type MetricDraft } from '../hooks/metric-draft';
import { metricTypeLabels, metricViewLabels } from './metric-labels';

/** Props shared by the editor's field groups. */
export interface DraftFieldsProps {
  programId: string;
  draft: MetricDraft;
  onChange(draft: MetricDraft): void;
  /** Problems to show, by field (empty until the user tries to save). */
  problems: Partial<Record<DraftField, string>>;
  /** The id of a field's input, so a failed save can move focus to it. */
  fieldId(field: DraftField | 'type'): string;
}

const optionQuestionTypes = new Set(['OptionQuestion', 'ToggleQuestion']);

/** The question and outcome group pickers of the chosen template (only option-type questions count answers). */
function TemplateChoices({ draft, onChange, problems, fieldId, templateId }: DraftFieldsProps & { templateId: string | null }) {
  const { data, loading } = useMetricQuestions(templateId);
  const questions = (data?.templateQuestions ?? []).filter((question) => optionQuestionTypes.has(question.__typename));
  const groups = data?.outcomeGroupsByTemplate ?? [];
  const waiting = loading && !data ? 'Loading…' : undefined;
  if (draft.type === 'ANSWER') {
    const none = templateId && data && questions.length === 0 ? 'This template has no choice or toggle questions.' : undefined;
    return (
      <TextField select required id={fieldId('question')} label="Question" value={questions.some((question) => question.id === draft.question) ? draft.question : ''} onChange={(event) => onChange({ ...draft, question: event.target.value })} disabled={!templateId || questions.length === 0} error={Boolean(problems.question)} helperText={problems.question ?? waiting ?? none ?? 'Only choice and toggle questions can be counted.'}>
        {questions.map((question) => (
          <MenuItem key={question.id} value={question.id}>
            {question.title || question.id}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (draft.type === 'OUTCOME') {
    const none = templateId && data && groups.length === 0 ? 'This template has no outcome groups.' : undefined;
    return (
      <TextField select required id={fieldId('outcomeGroupId')} label="Outcome group" value={groups.some((group) => group.id === draft.outcomeGroupId) ? draft.outcomeGroupId : ''} onChange={(event) => onChange({ ...draft, outcomeGroupId: event.target.value })} disabled={!templateId || groups.length === 0} error={Boolean(problems.outcomeGroupId)} helperText={problems.outcomeGroupId ?? waiting ?? none}>
        {groups.map((group) => (
          <MenuItem key={group.id} value={group.id}>
            {group.name}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return null;
}

/** What a metric counts: its title, description, type, view, scope and template, question, outcome group or window. */
export function MetricSourceFields(props: DraftFieldsProps) {
  const { programId, draft, onChange, problems, fieldId } = props;
  const templates = useMetricTemplates(programId);
  const choices = templates.data?.templatesByProgram ?? [];
  const scoped = needsTemplate(draft.type) || draft.scope === 'TEMPLATE_GROUP';
  const template = choices.find((candidate) => candidate.groupId === draft.templateGroupId);
  const set = <K extends keyof MetricDraft>(key: K, value: MetricDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField required autoFocus id={fieldId('title')} label="Title" value={draft.title} onChange={(event) => set('title', event.target.value)} error={Boolean(problems.title)} helperText={problems.title} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField id={fieldId('description')} label="Description" multiline minRows={2} value={draft.description} onChange={(event) => set('description', event.target.value)} error={Boolean(problems.description)} helperText={problems.description} />
      <TextField select id={fieldId('type')} label="What it counts" value={draft.type} onChange={(event) => set('type', event.target.value as MetricDraft['type'])}>
        {Object.entries(metricTypeLabels).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="View" value={draft.view} onChange={(event) => set('view', event.target.value as MetricDraft['view'])}>
        {Object.entries(metricViewLabels).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <FormControl component="fieldset">
        <FormLabel component="legend">Forms counted</FormLabel>
        <RadioGroup row value={scoped ? 'TEMPLATE_GROUP' : 'PROGRAM'} onChange={(event) => set('scope', event.target.value as MetricDraft['scope'])}>
          <FormControlLabel value="PROGRAM" control={<Radio />} label="All the program’s forms" disabled={needsTemplate(draft.type)} />
          <FormControlLabel value="TEMPLATE_GROUP" control={<Radio />} label="One template’s forms" />
        </RadioGroup>
      </FormControl>
      {scoped ? (
        <TextField select required id={fieldId('templateGroupId')} label="Template" value={template ? draft.templateGroupId : ''} onChange={(event) => onChange({ ...draft, templateGroupId: event.target.value, question: '', outcomeGroupId: '' })} error={Boolean(problems.templateGroupId)} helperText={problems.templateGroupId ?? (templates.loading && !templates.data ? 'Loading…' : choices.length === 0 ? 'The program has no templates yet.' : undefined)}>
          {choices.map((choice) => (
            <MenuItem key={choice.groupId} value={choice.groupId}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TemplateChoices {...props} templateId={template?.id ?? null} />
      {draft.type === 'STARTED' ? (
        <TextField select label="Period" value={draft.window} onChange={(event) => set('window', event.target.value as MetricDraft['window'])}>
          <MenuItem value="WEEK">Week</MenuItem>
          <MenuItem value="MONTH">Month</MenuItem>
        </TextField>
      ) : null}
    </Stack>
  );
}
