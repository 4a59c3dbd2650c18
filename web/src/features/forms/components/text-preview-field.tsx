import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { QuestionOfKind } from './element-types';
import { describedBy, QuestionFrame, questionIds } from './question-frame';

type TextQuestionNode = QuestionOfKind<'TextQuestion'>;

/** A text question as a template's preview shows it: it can be typed in, and nothing is saved. */
export function TextPreviewField({ question }: { question: TextQuestionNode }) {
  const ids = questionIds(useId());
  const [value, setValue] = useState('');
  const paragraph = question.input === 'paragraph';
  return (
    <QuestionFrame question={question} ids={ids} helper="Preview: answers are not saved.">
      <TextField
        id={ids.control}
        required={question.required}
        disabled={question.disabled}
        fullWidth
        size="small"
        multiline={paragraph}
        minRows={paragraph ? 3 : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { 'aria-describedby': describedBy(question, ids) } }}
      />
    </QuestionFrame>
  );
}
