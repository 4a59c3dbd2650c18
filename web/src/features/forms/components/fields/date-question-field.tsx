import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useUpdateDateResponse } from '../../api/update-date-response';
import { useQuestionProblems } from '../../hooks/form-validation';
import { useQuestionAutosave } from '../../hooks/use-question-autosave';
import type { QuestionOfKind } from '../element-types';
import { describedBy, QuestionFrame, questionIds } from '../question-frame';
import { isSaveProblem, saveStatusText } from '../save-status';
import { DateInput } from './date-input';
import { DatePickerProvider } from './date-picker-provider';
import { dateRuleProblems, dateSaveText } from './date-values';

/** A date question: a date (and time) picker saved as soon as a complete date is picked, with its rules' messages. */
export function DateQuestionField({ question }: { question: QuestionOfKind<'DateQuestion'> }) {
  const ids = questionIds(useId());
  const [mutate] = useUpdateDateResponse();
  const { value, state, change } = useQuestionAutosave<string | null>({
    questionId: question.id,
    read: (response) => (response.__typename === 'DateResponse' ? response.selectedDate : null),
    empty: null,
    equal: (a, b) => a === b,
    delayMs: 0,
    send: async (selectedDate, target) => (await mutate({ variables: { input: { ...target, selectedDate } } })).data?.updateDateResponse,
  });
  const failures = dateRuleProblems(question, { selectedDate: value }, new Date());
  const invalid = useQuestionProblems(question.id).length > 0;

  return (
    <QuestionFrame question={question} ids={ids} helper={dateSaveText(saveStatusText(state), state.kind === 'failed', failures.length > 0)} helperError={isSaveProblem(state)}>
      <DatePickerProvider>
        <DateInput
          value={value}
          onChange={change}
          includeTime={question.includeTime}
          labelledBy={ids.label}
          describedBy={describedBy(question, ids)}
          disabled={question.disabled}
          required={question.required}
          error={failures.length > 0 || invalid}
        />
      </DatePickerProvider>
      {failures.map((failure) => (
        <FormHelperText key={failure.ruleId ?? failure.message} error sx={{ mx: 0 }}>
          {failure.message}
        </FormHelperText>
      ))}
    </QuestionFrame>
  );
}
