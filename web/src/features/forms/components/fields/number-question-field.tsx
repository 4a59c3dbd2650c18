import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { numberProblem } from '@schema/forms/typed-answers';
import { useId, useState } from 'react';
import { useUpdateNumberResponse } from '../../api/update-number-response';
import { useQuestionProblems } from '../../hooks/form-validation';
import { typingDelayMs } from '../../hooks/use-answer-autosave';
import { useQuestionAutosave } from '../../hooks/use-question-autosave';
import type { QuestionOfKind } from '../element-types';
import { describedBy, QuestionFrame, questionIds } from '../question-frame';
import { isSaveProblem, saveStatusText } from '../save-status';
import { numberText, parseNumberText } from './number-text';

type NumberQuestion = QuestionOfKind<'NumberQuestion'>;

/** Why a typed number does not fit the question (the server's own check), or null. */
function typedProblem(question: NumberQuestion, text: string): string | null {
  const number = parseNumberText(text);
  return number === 'invalid' ? 'Enter a number.' : numberProblem(question, number);
}

/**
 * A number question: a number field (the phone's number keyboard) saved after a pause in typing. A number
 * outside the question's bounds, or not whole where it must be, is never sent; its message shows once the
 * person leaves the field.
 */
export function NumberQuestionField({ question }: { question: NumberQuestion }) {
  const ids = questionIds(useId());
  const [mutate] = useUpdateNumberResponse();
  const [left, setLeft] = useState(false);
  const { value, state, change, commit } = useQuestionAutosave<string>({
    questionId: question.id,
    read: (response) => (response.__typename === 'NumberResponse' ? numberText(response.value) : null),
    empty: '',
    equal: (a, b) => a === b,
    delayMs: typingDelayMs,
    canSave: (text) => typedProblem(question, text) === null,
    send: async (text, target) => {
      const number = parseNumberText(text);
      return (await mutate({ variables: { input: { ...target, value: number === 'invalid' ? null : number } } })).data?.updateNumberResponse;
    },
  });
  const problem = left ? typedProblem(question, value) : null;
  const missing = useQuestionProblems(question.id).length > 0;
  return (
    <QuestionFrame question={question} ids={ids} helper={problem ?? saveStatusText(state)} helperError={Boolean(problem) || isSaveProblem(state)}>
      <TextField
        id={ids.control}
        type="number"
        required={question.required}
        disabled={question.disabled}
        size="small"
        sx={{ width: '100%', maxWidth: 320 }}
        value={value}
        error={Boolean(problem) || missing || state.kind === 'failed'}
        onChange={(event) => change(event.target.value)}
        onBlur={() => {
          setLeft(true);
          commit();
        }}
        slotProps={{
          input: question.unit ? { endAdornment: <InputAdornment position="end">{question.unit}</InputAdornment> } : undefined,
          htmlInput: {
            inputMode: question.integer ? 'numeric' : 'decimal',
            step: question.integer ? 1 : 'any',
            min: question.min ?? undefined,
            max: question.max ?? undefined,
            'aria-describedby': describedBy(question, ids),
            'aria-invalid': Boolean(problem) || missing,
          },
        }}
      />
    </QuestionFrame>
  );
}
