import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { datePickerBounds } from '@schema/template/date-rules';
import { useState } from 'react';
import type { DateInputProps } from './date-input';
import { pickedDateProblem, pickerFormat, toPickerValue, toStoredDate } from './date-values';

/**
 * A date (or date and time) picker in MM/dd/yyyy, limited to 1 Jan 1950 to 31 Dec of the year after next. It
 * keeps a half-typed or out-of-range date on screen, says what is wrong, and does not pass it on. The default
 * export of the pickers' lazy chunk (see date-input.tsx), with the pickers' date-fns calendar.
 */
export default function DateInputPicker(props: DateInputProps) {
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
      <LocalizationProvider dateAdapter={AdapterDateFns}>{includeTime ? <DateTimePicker {...shared} /> : <DatePicker {...shared} />}</LocalizationProvider>
      {problem ? (
        <FormHelperText error sx={{ mx: 0 }}>
          {problem}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
