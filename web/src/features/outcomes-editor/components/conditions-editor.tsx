import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NumberOperator, OutcomeCondition } from '@schema/template/outcome-model';
import type { OptionQuestionChoice } from '../hooks/outcome-draft';

/** An outcome a number condition may compare: its id and a few words. */
export interface NumberOutcomeChoice {
  id: string;
  label: string;
}

export interface ConditionChoices {
  questions: readonly OptionQuestionChoice[];
  outcomes: readonly NumberOutcomeChoice[];
}

const operatorLabels: Record<NumberOperator, string> = {
  EQUAL: 'equals',
  NOT_EQUAL: 'does not equal',
  GREATER_THAN: 'is greater than',
  GREATER_THAN_OR_EQUAL: 'is at least',
  LESS_THAN: 'is less than',
  LESS_THAN_OR_EQUAL: 'is at most',
};
/** How deep AND/OR groups may nest (the API takes 5 levels of lists). */
const maxDepth = 4;

function select(label: string, value: string, onChange: (value: string) => void, items: ReadonlyArray<{ value: string; label: string }>) {
  return (
    <TextField select size="small" label={label} value={items.some((item) => item.value === value) ? value : ''} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 160 }}>
      {items.map((item) => (
        <MenuItem key={item.value} value={item.value}>
          {item.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ConditionRow({ condition, onChange, choices, depth, path }: { condition: OutcomeCondition; onChange(next: OutcomeCondition): void; choices: ConditionChoices; depth: number; path: string }) {
  if (condition.type === 'question') {
    const question = choices.questions.find((candidate) => candidate.id === condition.questionId);
    return (
      <>
        {select('Question', condition.questionId, (questionId) => onChange({ ...condition, questionId, optionId: '' }), choices.questions.map((q) => ({ value: q.id, label: q.title })))}
        {select('Option', condition.optionId, (optionId) => onChange({ ...condition, optionId }), (question?.options ?? []).map((o) => ({ value: o.id, label: o.label })))}
      </>
    );
  }
  if (condition.type === 'number') {
    return (
      <>
        {select('Outcome', condition.outcomeId, (outcomeId) => onChange({ ...condition, outcomeId }), choices.outcomes.map((o) => ({ value: o.id, label: o.label })))}
        {select('Comparison', condition.numberOperator, (numberOperator) => onChange({ ...condition, numberOperator: numberOperator as NumberOperator }), Object.entries(operatorLabels).map(([value, label]) => ({ value, label })))}
        <TextField size="small" type="number" label="Value" value={Number.isFinite(condition.value) ? condition.value : ''} sx={{ width: 120 }} onChange={(event) => onChange({ ...condition, value: Number(event.target.value) })} />
      </>
    );
  }
  return (
    <Box sx={{ width: '100%' }}>
      {select('Combine with', condition.logicOperator, (logicOperator) => onChange({ ...condition, logicOperator: logicOperator as 'AND' | 'OR' }), [
        { value: 'AND', label: 'All of (AND)' },
        { value: 'OR', label: 'Any of (OR)' },
      ])}
      <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, mt: 1 }}>
        <ConditionsEditor conditions={condition.conditions} onChange={(conditions) => onChange({ ...condition, conditions })} choices={choices} depth={depth + 1} path={path} />
      </Box>
    </Box>
  );
}

/**
 * Edits a list of outcome conditions, all of which must hold: question conditions (an option of an option
 * question), number conditions (another outcome's value) and AND/OR groups of nested conditions.
 */
export function ConditionsEditor({ conditions, onChange, choices, depth = 0, path = '' }: { conditions: readonly OutcomeCondition[]; onChange(next: OutcomeCondition[]): void; choices: ConditionChoices; depth?: number; path?: string }) {
  const replace = (index: number, next: OutcomeCondition) => onChange(conditions.map((condition, at) => (at === index ? next : condition)));
  const add = (condition: OutcomeCondition) => onChange([...conditions, condition]);
  const prefix = path ? `${path}.` : '';
  return (
    <Stack sx={{ gap: 1.5 }}>
      {conditions.length === 0 && depth === 0 ? <Typography color="text.secondary">No conditions: the outcome always holds.</Typography> : null}
      {conditions.map((condition, index) => (
        <Stack key={index} role="group" aria-label={`Condition ${prefix}${index + 1}`} sx={{ flexDirection: 'row', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <ConditionRow condition={condition} onChange={(next) => replace(index, next)} choices={choices} depth={depth} path={`${prefix}${index + 1}`} />
          <Button size="small" color="error" aria-label={`Remove condition ${prefix}${index + 1}`} onClick={() => onChange(conditions.filter((_, at) => at !== index))}>
            Remove
          </Button>
        </Stack>
      ))}
      <Stack sx={{ flexDirection: 'row', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" disabled={choices.questions.length === 0} onClick={() => add({ type: 'question', questionId: choices.questions[0]?.id ?? '', optionId: '' })}>
          Add question condition{path ? ` in ${path}` : ''}
        </Button>
        <Button size="small" disabled={choices.outcomes.length === 0} onClick={() => add({ type: 'number', outcomeId: choices.outcomes[0]?.id ?? '', numberOperator: 'GREATER_THAN_OR_EQUAL', value: 0 })}>
          Add number condition{path ? ` in ${path}` : ''}
        </Button>
        {depth < maxDepth ? (
          <Button size="small" onClick={() => add({ type: 'logic', logicOperator: 'OR', conditions: [] })}>
            Add AND/OR group{path ? ` in ${path}` : ''}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** Whether every condition names what it needs (a question and option, an outcome and value; groups not empty). */
export function conditionsComplete(conditions: readonly OutcomeCondition[]): boolean {
  return conditions.every((condition) =>
    condition.type === 'question'
      ? Boolean(condition.questionId && condition.optionId)
      : condition.type === 'number'
        ? Boolean(condition.outcomeId) && Number.isFinite(condition.value)
        : condition.conditions.length > 0 && conditionsComplete(condition.conditions),
  );
}

const operatorWords = operatorLabels;

/** Conditions in words for the outcome list: "Sash height is Above the mark and (… or …)"; unknown ids as ids. */
export function describeConditions(conditions: readonly OutcomeCondition[], choices: ConditionChoices, joiner = 'and'): string {
  return conditions
    .map((condition) => {
      if (condition.type === 'question') {
        const question = choices.questions.find((candidate) => candidate.id === condition.questionId);
        const option = question?.options.find((candidate) => candidate.id === condition.optionId);
        return `${question?.title ?? condition.questionId} is ${option?.label ?? condition.optionId}`;
      }
      if (condition.type === 'number') {
        const outcome = choices.outcomes.find((candidate) => candidate.id === condition.outcomeId);
        return `${outcome?.label ?? condition.outcomeId} ${operatorWords[condition.numberOperator]} ${condition.value}`;
      }
      const inner = describeConditions(condition.conditions, choices, condition.logicOperator === 'AND' ? 'and' : 'or');
      return condition.conditions.length > 1 ? `(${inner})` : inner;
    })
    .join(` ${joiner} `);
}
