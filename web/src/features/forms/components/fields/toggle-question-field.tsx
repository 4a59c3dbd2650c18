import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useUpdateToggleResponse } from '../../api/update-toggle-response';
import { useQuestionAutosave } from '../../hooks/use-question-autosave';
import type { QuestionOfKind } from '../element-types';
import { describedBy, QuestionFrame, questionIds } from '../question-frame';
import { isSaveProblem, saveStatusText } from '../save-status';

/** A toggle question: a switch (starting at the question's default) saved as soon as it is flipped. */
export function ToggleQuestionField({ question }: { question: QuestionOfKind<'ToggleQuestion'> }) {
  const ids = questionIds(useId());
  const [mutate] = useUpdateToggleResponse();
  const { value, state, change } = useQuestionAutosave<boolean>({
    questionId: question.id,
    read: (response) => (response.__typename === 'ToggleResponse' ? response.defaultValue : null),
    empty: question.defaultValue,
    equal: (a, b) => a === b,
    delayMs: 0,
    send: async (defaultValue, target) => (await mutate({ variables: { input: { ...target, defaultValue } } })).data?.updateToggleResponse,
  });
  return (
    <QuestionFrame question={question} ids={ids} helper={saveStatusText(state)} helperError={isSaveProblem(state)}>
      <FormControlLabel
        disabled={question.disabled}
        label={value ? 'Yes' : 'No'}
        control={
          <Switch
            id={ids.control}
            checked={value}
            onChange={(event) => change(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': describedBy(question, ids), 'aria-labelledby': ids.label } }}
          />
        }
      />
    </QuestionFrame>
  );
}
