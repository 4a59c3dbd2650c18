import type { InputHTMLAttributes } from 'react';
import { fieldClasses } from './fields/field-styles';

/**
 * A short text answer's input: a native input that looks like MUI's small outlined TextField, styled by the
 * page's FieldStyles rather than per field. `invalid` sets aria-invalid, which also draws the error border.
 */
export function LightTextInput({ invalid, ...props }: InputHTMLAttributes<HTMLInputElement> & { invalid: boolean }) {
  return <input type="text" className={fieldClasses.textInput} aria-invalid={invalid || undefined} {...props} />;
}
