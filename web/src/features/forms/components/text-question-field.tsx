import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useFormAnswers } from '../hooks/form-answers';
import { useTextAutosave } from '../hooks/use-text-autosave';
import type { QuestionNode } from './element-types';
import { describedBy, QuestionFrame, questionIds } from './question-frame';
import { saveStatusText } from './save-status';

type TextQuestionNode = Extract<QuestionNode, { __typename: 'TextQuestion' }>;

/** A text question: a labelled field whose answer is saved as it is typed, with an honest save status. */
export function TextQuestionField({ question }: { question: TextQuestionNode }) {
  const answers = useFormAnswers();
  const ids = questionIds(useId());
  const { value, state, onChange, onBlur } = useTextAutosave({
    formId: answers.formId,
    questionId: question.id,
    stored: answers.textAnswer(question.id),
    reload: () => answers.reloadTextAnswer(question.id),
  });
  const paragraph = question.input === 'paragraph';

  return (
    <QuestionFrame
      question={question}
      ids={ids}
      helper={saveStatusText(state)}
      helperError={state.kind === 'failed' || state.kind === 'retrying'}
    >
      <TextField
        id={ids.control}
        required={question.required}
        disabled={question.disabled}
        fullWidth
        size="small"
        multiline={paragraph}
        minRows={paragraph ? 3 : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={state.kind === 'failed'}
        slotProps={{ htmlInput: { 'aria-describedby': describedBy(question, ids) } }}
      />
    </QuestionFrame>
  );
}
