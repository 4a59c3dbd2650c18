import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

/** Help under a disabled field stays readable (axe color-contrast): it explains why and what, disabled or not. */
export const readableHelp = { formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } } as const;

/** A text field that keeps its own value while typed and hands it over on blur, when it changed. */
export function BlurTextField({ value, onCommit, ...props }: Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur'> & { value: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  return (
    <TextField
      size="small"
      fullWidth
      slotProps={readableHelp}
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft !== value) onCommit(draft);
      }}
    />
  );
}
