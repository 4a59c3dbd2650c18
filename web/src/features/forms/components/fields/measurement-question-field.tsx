import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useUpdateMeasurementResponse } from '../../api/update-measurement-response';
import { typingDelayMs } from '../../hooks/use-answer-autosave';
import { useQuestionAutosave } from '../../hooks/use-question-autosave';
import type { QuestionOfKind } from '../element-types';
import { QuestionFrame, questionIds } from '../question-frame';
import { isSaveProblem, saveStatusText } from '../save-status';
import { numberText, parseNumberText } from './number-text';

interface Measurement {
  value: string;
  unit: string;
}

/** A measurement question: a number and its unit, saved after a pause in typing and on leaving a field. */
export function MeasurementQuestionField({ question }: { question: QuestionOfKind<'MeasurementQuestion'> }) {
  const ids = questionIds(useId());
  const [mutate] = useUpdateMeasurementResponse();
  const { value, state, change, commit } = useQuestionAutosave<Measurement>({
    questionId: question.id,
    read: (response) => (response.__typename === 'MeasurementResponse' ? { value: numberText(response.value), unit: response.unit?.name ?? '' } : null),
    empty: { value: '', unit: '' },
    equal: (a, b) => a.value === b.value && a.unit === b.unit,
    delayMs: typingDelayMs,
    canSave: (next) => parseNumberText(next.value) !== 'invalid',
    send: async (next, target) => {
      const unit = next.unit.trim();
      const number = parseNumberText(next.value);
      const input = { ...target, value: number === 'invalid' ? null : number, unit: unit ? { id: unit, name: unit } : null };
      return (await mutate({ variables: { input } })).data?.updateMeasurementResponse;
    },
  });
  const invalid = parseNumberText(value.value) === 'invalid';
  return (
    <QuestionFrame
      question={question}
      ids={ids}
      group
      helper={invalid ? 'Enter the value as a number.' : saveStatusText(state)}
      helperError={invalid || isSaveProblem(state)}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          label="Value"
          size="small"
          required={question.required}
          disabled={question.disabled}
          value={value.value}
          error={invalid}
          onChange={(event) => change({ ...value, value: event.target.value })}
          onBlur={commit}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': ids.helper } }}
        />
        <TextField
          label="Unit"
          size="small"
          disabled={question.disabled}
          value={value.unit}
          onChange={(event) => change({ ...value, unit: event.target.value })}
          onBlur={commit}
          slotProps={{ htmlInput: { 'aria-describedby': ids.helper } }}
        />
      </Box>
    </QuestionFrame>
  );
}
