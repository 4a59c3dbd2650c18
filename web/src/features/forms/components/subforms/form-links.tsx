import { createContext, useContext, type ReactNode } from 'react';
import { formPath } from '@/lib/paths';

const FormLinkContext = createContext<(formId: string) => string>((formId) => formPath(formId));

/** Says where forms opened from this form's elements (its subforms) lead: inside a program, or /form/{id}. */
export function FormLinkProvider({ formLink, children }: { formLink: (formId: string) => string; children: ReactNode }) {
  return <FormLinkContext.Provider value={formLink}>{children}</FormLinkContext.Provider>;
}

/** The address of a form opened from this one. */
export function useFormLink(): (formId: string) => string {
  return useContext(FormLinkContext);
}
