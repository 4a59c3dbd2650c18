import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { datePickerBounds } from '@schema/template/date-rules';
import { useState } from 'react';
import { pickedDateProblem, pickerFormat, toPickerValue, toStoredDate } from './date-values';

/** What a date input shows and where its words come from. */
export interface DateInputProps {
  /** The stored value: yyyy-MM-dd, an ISO date-time, or null. */
  value: string | null;
  /** Called with a complete date within range (or null when cleared); incomplete input is held back. */
  onChange(value: string | null): void;
  onBlur?(): void;
  includeTime: boolean;
  /** A visible label of its own (a date range's "Start date"); else `labelledBy` names it. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  minDate?: Date | null;
  disabled?: boolean;
  required?: boolean;
  /** A problem to show in the error colour (for example an end before the start). */
  error?: boolean;
}

/**
 * A date (or date and time) picker in MM/dd/yyyy, limited to 1 Jan 1950 to 31 Dec of the year after next. It
 * keeps a half-typed or out-of-range date on screen, says what is wrong, and does not pass it on.
 */
export function DateInput(props: DateInputProps) {
  const { value, onChange, includeTime, label, labelledBy, describedBy, minDate, disabled, required, error } = props;
  const [draft, setDraft] = useState<{ source: string | null; date: Date | null }>({ source: value, date: toPickerValue(value) });
  if (draft.source !== value && !(draft.date && toPickerValue(value)?.getTime() === draft.date.getTime())) {
    setDraft({ source: value, date: toPickerValue(value) });
  }
  const today = new Date();
  const { min, max } = datePickerBounds(today);
  const lower = minDate && minDate > min ? minDate : min;
  const problem = pickedDateProblem(draft.date, today);

  const handleChange = (date: Date | null) => {
    if (pickedDateProblem(date, today)) {
      setDraft({ source: value, date });
      return;
    }
    const stored = date ? toStoredDate(date, includeTime) : null;
    setDraft({ source: stored, date });
    onChange(stored);
  };

  const shared = {
    value: draft.date,
    onChange: handleChange,
    format: pickerFormat(includeTime),
    minDate: lower,
    maxDate: max,
    disabled,
    label,
    slotProps: {
      textField: {
        size: 'small' as const,
        fullWidth: true,
        required,
        error: error || !!problem,
        onBlur: props.onBlur,
        slotProps: {
          input: {
            ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
            'aria-describedby': describedBy,
          },
        },
      },
    },
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      {includeTime ? <DateTimePicker {...shared} /> : <DatePicker {...shared} />}
      {problem ? (
        <FormHelperText error sx={{ mx: 0 }}>
          {problem}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
