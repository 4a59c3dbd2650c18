import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useId, useRef } from 'react';
import { useUpdateMeasurementV2Response } from '../../api/update-measurement-v2-response';
import { typingDelayMs } from '../../hooks/use-answer-autosave';
import { useQuestionAutosave } from '../../hooks/use-question-autosave';
import type { QuestionOfKind } from '../element-types';
import { QuestionFrame, questionIds } from '../question-frame';
import { isSaveProblem, saveStatusText } from '../save-status';
import { numberText, parseNumberText } from './number-text';

interface ValueRow {
  value: string;
  unit: string;
}

function rowProblem(row: ValueRow): string | null {
  const number = parseNumberText(row.value);
  if (number === 'invalid') return 'Enter the value as a number.';
  if (number === null || !row.unit.trim()) return 'Enter both a value and its unit.';
  return null;
}

const sameRows = (a: readonly ValueRow[], b: readonly ValueRow[]) =>
  a.length === b.length && a.every((row, index) => row.value === b[index]?.value && row.unit === b[index]?.unit);

/** A measurement question with several values, each with its unit (a row each); saved when every row is complete. */
export function MeasurementV2QuestionField({ question }: { question: QuestionOfKind<'MeasurementV2Question'> }) {
  const ids = questionIds(useId());
  const [mutate] = useUpdateMeasurementV2Response();
  const { value: rows, state, change, commit } = useQuestionAutosave<readonly ValueRow[]>({
    questionId: question.id,
    read: (response) =>
      response.__typename === 'MeasurementV2Response' ? response.values.map((entry) => ({ value: numberText(entry.value), unit: entry.unit })) : null,
    empty: [],
    equal: sameRows,
    delayMs: typingDelayMs,
    canSave: (next) => next.every((row) => !rowProblem(row)),
    send: async (next, target) => {
      const values = next.map((row) => ({ unit: row.unit.trim(), value: Number(row.value) }));
      return (await mutate({ variables: { input: { ...target, values } } })).data?.updateMeasurementV2Response;
    },
  });
  // The row "Add value" just added: its Value field takes the focus as it mounts (it sits above the button).
  const focusRow = useRef<number | null>(null);
  // A removed value's Remove button is gone: the focus goes to "Add value", not to the page's body.
  const addButton = useRef<HTMLButtonElement>(null);
  const focusIfAdded = (index: number) => (input: HTMLInputElement | null) => {
    if (input && focusRow.current === index) {
      focusRow.current = null;
      input.focus();
    }
  };
  const edit = (index: number, patch: Partial<ValueRow>) => change(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <QuestionFrame question={question} ids={ids} group helper={saveStatusText(state)} helperError={isSaveProblem(state)}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {rows.map((row, index) => {
          const problem = row.value || row.unit ? rowProblem(row) : null;
          return (
            <Box key={index} sx={{ display: 'grid', gap: 1, gridTemplateColumns: '2fr 1fr auto', alignItems: 'start' }}>
              <TextField
                label={`Value ${index + 1}`}
                size="small"
                value={row.value}
                disabled={question.disabled}
                error={!!problem}
                helperText={problem ?? ' '}
                onChange={(event) => edit(index, { value: event.target.value })}
                onBlur={commit}
                inputRef={focusIfAdded(index)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                label={`Unit ${index + 1}`}
                size="small"
                value={row.unit}
                disabled={question.disabled}
                onChange={(event) => edit(index, { unit: event.target.value })}
                onBlur={commit}
              />
              <IconButton
                aria-label={`Remove value ${index + 1}`}
                disabled={question.disabled}
                onClick={() => {
                  change(rows.filter((_, at) => at !== index));
                  addButton.current?.focus();
                }}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
          );
        })}
        <Box>
          <Button
            ref={addButton}
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={question.disabled}
            onClick={() => {
              focusRow.current = rows.length;
              change([...rows, { value: '', unit: '' }]);
            }}
          >
            Add value
          </Button>
        </Box>
      </Box>
    </QuestionFrame>
  );
}
