import TextField from '@mui/material/TextField';
import { format } from 'date-fns';
import { lazy, Suspense } from 'react';
import { pickerFormat, toPickerValue } from './date-values';

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
 * The pickers (@mui/x-date-pickers with its date-fns calendar) are a chunk of their own, fetched when the first
 * date question renders: a form without one never loads them.
 */
const DateInputPicker = lazy(() => import('./date-input-picker'));

/**
 * While the pickers' chunk loads: a read-only field of the picker's size, with its label, description and value
 * (as MM/DD/YYYY), marked busy, so the layout does not move and the question is named as it will be.
 */
function DateInputPlaceholder({ value, includeTime, label, labelledBy, describedBy, disabled, required, error }: DateInputProps) {
  const date = toPickerValue(value);
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={date ? format(date, pickerFormat(includeTime)) : ''}
      placeholder={pickerFormat(includeTime).toUpperCase()}
      disabled={disabled}
      required={required}
      error={error}
      slotProps={{
        input: { readOnly: true },
        htmlInput: { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, 'aria-busy': true },
      }}
    />
  );
}

/** A date (or date and time) input: the picker (see date-input-picker.tsx), or its placeholder while it loads. */
export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<DateInputPlaceholder {...props} />}>
      <DateInputPicker {...props} />
    </Suspense>
  );
}
