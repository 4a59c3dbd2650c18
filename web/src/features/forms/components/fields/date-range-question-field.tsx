import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useUpdateDateRangeResponse } from '../../api/update-date-range-response';
import { useQuestionAutosave } from '../../hooks/use-question-autosave';
import type { QuestionOfKind } from '../element-types';
import { QuestionFrame, questionIds } from '../question-frame';
import { isSaveProblem, saveStatusText } from '../save-status';
import { DateInput } from './date-input';
import { DatePickerProvider } from './date-picker-provider';
import { dateRuleProblems, dateSaveText, toPickerValue } from './date-values';

interface DateRange {
  start: string | null;
  end: string | null;
}

const endBeforeStart = 'The end date must not be before the start date.';

function endsBeforeStart(range: DateRange): boolean {
  const start = toPickerValue(range.start);
  const end = toPickerValue(range.end);
  return !!start && !!end && end < start;
}

/** A date range question: start and end pickers, saved at once; the end may not come before the start. */
export function DateRangeQuestionField({ question }: { question: QuestionOfKind<'DateRangeQuestion'> }) {
  const ids = questionIds(useId());
  const [mutate] = useUpdateDateRangeResponse();
  const { value, state, change } = useQuestionAutosave<DateRange>({
    questionId: question.id,
    read: (response) => (response.__typename === 'DateRangeResponse' ? { start: response.start, end: response.end } : null),
    empty: { start: null, end: null },
    equal: (a, b) => a.start === b.start && a.end === b.end,
    delayMs: 0,
    canSave: (next) => !endsBeforeStart(next),
    send: async (next, target) => (await mutate({ variables: { input: { ...target, ...next } } })).data?.updateDateRangeResponse,
  });
  const wrongOrder = endsBeforeStart(value);
  const failures = dateRuleProblems(question, value, new Date());
  const partFailures = (part: 'startDate' | 'endDate') => failures.filter((failure) => failure.field === part);
  const messages = (part: 'startDate' | 'endDate') =>
    partFailures(part).map((failure) => (
      <FormHelperText key={failure.ruleId ?? failure.message} error sx={{ mx: 0 }}>
        {failure.message}
      </FormHelperText>
    ));

  return (
    <QuestionFrame
      question={question}
      ids={ids}
      group
      helper={wrongOrder ? endBeforeStart : dateSaveText(saveStatusText(state), state.kind === 'failed', failures.length > 0)}
      helperError={wrongOrder || isSaveProblem(state)}
    >
      <DatePickerProvider>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Box sx={{ minWidth: 0 }}>
            <DateInput
              label="Start date"
              value={value.start}
              onChange={(start) => change({ ...value, start })}
              includeTime={question.includeTime}
              describedBy={ids.helper}
              disabled={question.disabled}
              required={question.required}
              error={partFailures('startDate').length > 0}
            />
            {messages('startDate')}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <DateInput
              label="End date"
              value={value.end}
              onChange={(end) => change({ ...value, end })}
              includeTime={question.includeTime}
              describedBy={ids.helper}
              minDate={toPickerValue(value.start)}
              disabled={question.disabled}
              required={question.required}
              error={wrongOrder || partFailures('endDate').length > 0}
            />
            {messages('endDate')}
          </Box>
        </Box>
      </DatePickerProvider>
    </QuestionFrame>
  );
}
