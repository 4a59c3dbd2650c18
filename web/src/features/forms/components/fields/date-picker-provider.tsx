import type { ReactNode } from 'react';

/**
 * Where the date questions put their pickers. The pickers' LocalizationProvider (date-fns) now comes with the
 * pickers' lazy chunk (date-input-picker.tsx), so a form without a date question loads neither; this stays so
 * the question fields keep one wrapper for their inputs.
 */
export function DatePickerProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
