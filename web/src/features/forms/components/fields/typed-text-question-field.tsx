import TextField from '@mui/material/TextField';
import { emailProblem, phoneProblem } from '@schema/forms/typed-answers';
import { useId, useState } from 'react';
import { useUpdateTextResponse } from '../../api/update-text-response';
import { useQuestionProblems } from '../../hooks/form-validation';
import { typingDelayMs } from '../../hooks/use-answer-autosave';
import { useQuestionAutosave } from '../../hooks/use-question-autosave';
import type { QuestionOfKind } from '../element-types';
import { describedBy, QuestionFrame, questionIds } from '../question-frame';
import { isSaveProblem, saveStatusText } from '../save-status';

type TypedTextKind = 'EmailQuestion' | 'PhoneNumberQuestion';

// What the browser gets for each kind: the keyboard a phone shows, and what autofill offers.
const inputs = {
  EmailQuestion: { type: 'email', inputMode: 'email', autoComplete: 'email', problem: emailProblem },
  PhoneNumberQuestion: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', problem: phoneProblem },
} as const;

/**
 * An email or phone number question: a text answer checked as the server checks it. A value that does not fit
 * is never sent; once the person leaves the field its message shows (and goes as soon as the value fits).
 */
export function TypedTextQuestionField({ question }: { question: QuestionOfKind<TypedTextKind> }) {
  const ids = questionIds(useId());
  const kind = inputs[question.__typename];
  const [mutate] = useUpdateTextResponse();
  const [left, setLeft] = useState(false);
  const { value, state, change, commit } = useQuestionAutosave<string>({
    questionId: question.id,
    read: (response) => (response.__typename === 'TextResponse' ? response.text : null),
    empty: '',
    equal: (a, b) => a === b,
    delayMs: typingDelayMs,
    canSave: (text) => kind.problem(text) === null,
    send: async (text, target) => (await mutate({ variables: { input: { ...target, text: text.trim() } } })).data?.updateTextResponse,
  });
  const problem = left ? kind.problem(value) : null;
  const missing = useQuestionProblems(question.id).length > 0;
  return (
    <QuestionFrame question={question} ids={ids} helper={problem ?? saveStatusText(state)} helperError={Boolean(problem) || isSaveProblem(state)}>
      <TextField
        id={ids.control}
        type={kind.type}
        autoComplete={kind.autoComplete}
        required={question.required}
        disabled={question.disabled}
        fullWidth
        size="small"
        value={value}
        error={Boolean(problem) || missing || state.kind === 'failed'}
        onChange={(event) => change(event.target.value)}
        onBlur={() => {
          setLeft(true);
          commit();
        }}
        slotProps={{ htmlInput: { inputMode: kind.inputMode, 'aria-describedby': describedBy(question, ids), 'aria-invalid': Boolean(problem) || missing } }}
      />
    </QuestionFrame>
  );
}
