import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/**
 * Class names of the light parts of a question: its frame, helper line and short text input. A long form shows
 * hundreds of them, and an MUI TextField with its frame is about a dozen styled components per question: these
 * are plain elements styled once for the whole page (FieldStyles), drawn to look like MUI's small outlined field.
 */
export const fieldClasses = {
  frame: 'form-question',
  group: 'form-question--group',
  helper: 'MuiFormHelperText-root form-question__helper',
  helperError: 'Mui-error',
  textInput: 'form-text-input',
} as const;

function styles(theme: Theme) {
  const { palette, shape, typography } = theme;
  return {
    [`.${fieldClasses.frame}`]: { minWidth: 0 },
    [`.${fieldClasses.group}`]: { border: 0, padding: 0, margin: 0, minWidth: 0 },
    '.form-question__helper': {
      ...typography.caption,
      color: palette.text.secondary,
      margin: '3px 0 0',
      minHeight: '1.25em',
      textAlign: 'left' as const,
      '&.Mui-error': { color: palette.error.main },
    },
    [`.${fieldClasses.textInput}`]: {
      ...typography.body1,
      boxSizing: 'border-box' as const,
      display: 'block',
      width: '100%',
      margin: 0,
      padding: '8.5px 14px',
      color: palette.text.primary,
      backgroundColor: 'transparent',
      border: `1px solid ${palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
      borderRadius: shape.borderRadius,
      outline: 'none',
      '&:hover:not(:disabled)': { borderColor: palette.text.primary },
      // A 2 px border without moving the text: the second pixel is an inset shadow.
      '&:focus': { borderColor: palette.primary.main, boxShadow: `inset 0 0 0 1px ${palette.primary.main}` },
      '&[aria-invalid="true"]': { borderColor: palette.error.main },
      '&[aria-invalid="true"]:focus': { boxShadow: `inset 0 0 0 1px ${palette.error.main}` },
      '&:disabled': { color: palette.text.disabled, borderColor: palette.action.disabled, WebkitTextFillColor: palette.text.disabled },
    },
  };
}

/** The styles of the light question parts, once per form page. */
export function FieldStyles() {
  return <GlobalStyles styles={styles} />;
}
