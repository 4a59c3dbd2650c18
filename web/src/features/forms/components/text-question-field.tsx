import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useUpdateTextResponse } from '../api/update-text-response';
import { useQuestionProblems } from '../hooks/form-validation';
import { typingDelayMs } from '../hooks/use-answer-autosave';
import { useQuestionAutosave } from '../hooks/use-question-autosave';
import type { QuestionOfKind } from './element-types';
import { describedBy, QuestionFrame, questionIds } from './question-frame';
import { LightTextInput } from './light-text-input';
import { isSaveProblem, saveStatusText } from './save-status';

/** A text question: a labelled field whose answer is saved as it is typed, with an honest save status. */
export function TextQuestionField({ question }: { question: QuestionOfKind<'TextQuestion'> }) {
  const ids = questionIds(useId());
  const [mutate] = useUpdateTextResponse();
  const { value, state, change, commit } = useQuestionAutosave<string>({
    questionId: question.id,
    read: (response) => (response.__typename === 'TextResponse' ? response.text : null),
    empty: '',
    equal: (a, b) => a === b,
    delayMs: typingDelayMs,
    send: async (text, target) => (await mutate({ variables: { input: { ...target, text } } })).data?.updateTextResponse,
  });
  const paragraph = question.input === 'paragraph';
  const invalid = useQuestionProblems(question.id).length > 0;

  const error = state.kind === 'failed' || invalid;
  return (
    <QuestionFrame question={question} ids={ids} helper={saveStatusText(state)} helperError={isSaveProblem(state)}>
      {paragraph ? (
        <TextField
        id={ids.control}
        required={question.required}
        disabled={question.disabled}
        fullWidth
        size="small"
        multiline={paragraph}
        minRows={paragraph ? 3 : undefined}
        value={value}
        onChange={(event) => change(event.target.value)}
        onBlur={commit}
        error={error}
        slotProps={{ htmlInput: { 'aria-describedby': describedBy(question, ids) } }}
      />
      ) : (
        // The common kind, hundreds to a long form: a light input instead of a TextField (see field-styles).
        <LightTextInput
          id={ids.control}
          required={question.required}
          disabled={question.disabled ?? false}
          value={value}
          onChange={(event) => change(event.target.value)}
          onBlur={commit}
          invalid={error}
          aria-describedby={describedBy(question, ids)}
        />
      )}
    </QuestionFrame>
  );
}
