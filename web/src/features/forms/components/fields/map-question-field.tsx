import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useUpdateMapResponse } from '../../api/update-map-response';
import { typingDelayMs } from '../../hooks/use-answer-autosave';
import { useQuestionAutosave } from '../../hooks/use-question-autosave';
import type { QuestionOfKind } from '../element-types';
import { QuestionFrame, questionIds } from '../question-frame';
import { isSaveProblem, saveStatusText } from '../save-status';
import { numberText, parseNumberText } from './number-text';

interface Point {
  latitude: string;
  longitude: string;
}

/** Why a coordinate cannot be saved, or null. */
export function coordinateProblem(text: string, name: 'Latitude' | 'Longitude'): string | null {
  const limit = name === 'Latitude' ? 90 : 180;
  const number = parseNumberText(text);
  if (number === null) return null;
  if (number === 'invalid' || Math.abs(number) > limit) return `${name} must be a number between -${limit} and ${limit}.`;
  return null;
}

function toNumber(text: string): number | null {
  const number = parseNumberText(text);
  return number === 'invalid' ? null : number;
}

/** A map question: latitude and longitude in decimal degrees, checked against their ranges before saving. */
export function MapQuestionField({ question }: { question: QuestionOfKind<'MapQuestion'> }) {
  const ids = questionIds(useId());
  const [mutate] = useUpdateMapResponse();
  const { value, state, change, commit } = useQuestionAutosave<Point>({
    questionId: question.id,
    read: (response) => (response.__typename === 'MapResponse' ? { latitude: numberText(response.latitude), longitude: numberText(response.longitude) } : null),
    empty: { latitude: '', longitude: '' },
    equal: (a, b) => a.latitude === b.latitude && a.longitude === b.longitude,
    delayMs: typingDelayMs,
    canSave: (next) => !coordinateProblem(next.latitude, 'Latitude') && !coordinateProblem(next.longitude, 'Longitude'),
    send: async (next, target) => {
      const input = { ...target, latitude: toNumber(next.latitude), longitude: toNumber(next.longitude) };
      return (await mutate({ variables: { input } })).data?.updateMapResponse;
    },
  });
  const latitudeProblem = coordinateProblem(value.latitude, 'Latitude');
  const longitudeProblem = coordinateProblem(value.longitude, 'Longitude');
  const field = (name: 'Latitude' | 'Longitude', key: keyof Point, problem: string | null) => (
    <TextField
      label={name}
      size="small"
      required={question.required}
      disabled={question.disabled}
      value={value[key]}
      error={!!problem}
      helperText={problem ?? (name === 'Latitude' ? '-90 to 90' : '-180 to 180')}
      onChange={(event) => change({ ...value, [key]: event.target.value })}
      onBlur={commit}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  return (
    <QuestionFrame question={question} ids={ids} group helper={saveStatusText(state)} helperError={isSaveProblem(state)}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('Latitude', 'latitude', latitudeProblem)}
        {field('Longitude', 'longitude', longitudeProblem)}
      </Box>
    </QuestionFrame>
  );
}
