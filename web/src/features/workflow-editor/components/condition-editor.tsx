import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AnswerCondition } from '@schema/workflow/model';
import type { ConditionQuestion } from '../hooks/editor-catalogue';

type NumberOperator = Extract<AnswerCondition, { type: 'number' }>['numberOperator'];

const operators: ReadonlyArray<{ id: NumberOperator; label: string }> = [
  { id: 'eq', label: 'equals' },
  { id: 'ne', label: 'does not equal' },
  { id: 'gt', label: 'is more than' },
  { id: 'gte', label: 'is at least' },
  { id: 'lt', label: 'is less than' },
  { id: 'lte', label: 'is at most' },
];

const typeLabels: Record<AnswerCondition['type'], string> = { question: 'Answer is option', number: 'Number comparison', logic: 'Group (AND / OR)' };

/** A fresh condition of a type, on the first question that fits. */
function blankCondition(type: AnswerCondition['type'], questions: readonly ConditionQuestion[]): AnswerCondition {
  if (type === 'logic') return { type: 'logic', logicOperator: 'AND', conditions: [] };
  if (type === 'number') return { type: 'number', questionId: questions.find((q) => q.kind === 'number')?.id ?? '', numberOperator: 'eq', value: 0 };
  const question = questions.find((q) => q.kind === 'option');
  return { type: 'question', questionId: question?.id ?? '', optionId: question?.options[0]?.id ?? '' };
}

interface RowProps {
  condition: AnswerCondition;
  questions: readonly ConditionQuestion[];
  disabled: boolean;
  /** The condition's number among nested groups: "2", "2.1". */
  name: string;
  onChange: (condition: AnswerCondition) => void;
}

function QuestionSelect({ value, kind, questions, disabled, name, onChange }: { value: string; kind: ConditionQuestion['kind']; questions: readonly ConditionQuestion[]; disabled: boolean; name: string; onChange: (id: string) => void }) {
  const choices = questions.filter((question) => question.kind === kind);
  return (
    <TextField select size="small" label={`Question ${name}`} value={choices.some((q) => q.id === value) ? value : ''} disabled={disabled} onChange={(event) => onChange(event.target.value)} sx={{ flex: '1 1 100%', minWidth: 0 }}>
      {choices.length === 0 && <MenuItem value="" disabled>No {kind} questions</MenuItem>}
      {choices.map((question) => (
        <MenuItem key={question.id} value={question.id}>
          {question.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ConditionFields({ condition, questions, disabled, name, onChange }: RowProps) {
  if (condition.type === 'logic') {
    return (
      <Stack sx={{ gap: 1.5, flex: '1 1 100%', minWidth: 0 }}>
        <TextField select size="small" label={`Group ${name} joins with`} value={condition.logicOperator} disabled={disabled} onChange={(event) => onChange({ ...condition, logicOperator: event.target.value as 'AND' | 'OR' })} sx={{ width: '100%' }}>
          <MenuItem value="AND">AND (all hold)</MenuItem>
          <MenuItem value="OR">OR (any holds)</MenuItem>
        </TextField>
        <ConditionList conditions={condition.conditions} questions={questions} disabled={disabled} path={`${name}.`} onChange={(conditions) => onChange({ ...condition, conditions })} />
      </Stack>
    );
  }
  if (condition.type === 'number') {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', flex: '1 1 100%', minWidth: 0 }}>
        <QuestionSelect value={condition.questionId} kind="number" questions={questions} disabled={disabled} name={name} onChange={(questionId) => onChange({ ...condition, questionId })} />
        <TextField select size="small" label={`Comparison ${name}`} value={condition.numberOperator} disabled={disabled} onChange={(event) => onChange({ ...condition, numberOperator: event.target.value as NumberOperator })} sx={{ flex: '1 1 140px', minWidth: 0 }}>
          {operators.map((operator) => (
            <MenuItem key={operator.id} value={operator.id}>
              {operator.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="number" label={`Value ${name}`} value={condition.value} disabled={disabled} onChange={(event) => onChange({ ...condition, value: Number(event.target.value) })} sx={{ flex: '1 1 90px', minWidth: 0 }} />
      </Box>
    );
  }
  const options = questions.find((question) => question.id === condition.questionId)?.options ?? [];
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', flex: '1 1 100%', minWidth: 0 }}>
      <QuestionSelect value={condition.questionId} kind="option" questions={questions} disabled={disabled} name={name} onChange={(questionId) => onChange({ ...condition, questionId, optionId: questions.find((q) => q.id === questionId)?.options[0]?.id ?? '' })} />
      <TextField select size="small" label={`Option ${name}`} value={options.some((option) => option.id === condition.optionId) ? condition.optionId : ''} disabled={disabled} onChange={(event) => onChange({ ...condition, optionId: event.target.value })} sx={{ flex: '1 1 100%', minWidth: 0 }}>
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** Props of a list of conditions: the conditions, the questions they may test, and where they sit (for labels). */
export interface ConditionListProps {
  conditions: readonly AnswerCondition[];
  questions: readonly ConditionQuestion[];
  disabled: boolean;
  /** The list's place among nested groups ("" at the top, "2." inside the second condition), for unique labels. */
  path?: string;
  onChange: (conditions: AnswerCondition[]) => void;
}

/** Edits a guard's conditions: option answers, number comparisons and nested AND/OR groups. */
export function ConditionList({ conditions, questions, disabled, path = '', onChange }: ConditionListProps) {
  const replace = (index: number, next: AnswerCondition) => onChange(conditions.map((condition, i) => (i === index ? next : condition)));
  return (
    <Stack component="ol" sx={{ gap: 1.5, m: 0, pl: 0, listStyle: 'none' }}>
      {conditions.map((condition, index) => {
        const here = `${path}${index + 1}`;
        return (
          <Box component="li" key={here} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', borderLeft: 3, borderColor: 'divider', pl: 1 }}>
            <TextField select size="small" label={`Condition ${here} type`} value={condition.type} disabled={disabled} onChange={(event) => replace(index, blankCondition(event.target.value as AnswerCondition['type'], questions))} sx={{ flex: '1 1 160px', minWidth: 0 }}>
              {Object.entries(typeLabels).map(([type, label]) => (
                <MenuItem key={type} value={type}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <IconButton aria-label={`Remove condition ${here}`} disabled={disabled} onClick={() => onChange(conditions.filter((_, i) => i !== index))}>
              <DeleteIcon />
            </IconButton>
            <ConditionFields condition={condition} questions={questions} disabled={disabled} name={here} onChange={(next) => replace(index, next)} />
          </Box>
        );
      })}
      <Box component="li">
        <Button size="small" disabled={disabled} onClick={() => onChange([...conditions, blankCondition('question', questions)])}>
          Add condition{path ? ` to group ${path.replace(/\.$/, '')}` : ''}
        </Button>
      </Box>
    </Stack>
  );
}
