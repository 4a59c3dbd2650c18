import { formPath } from '@/lib/paths';
import { closeTarget, type CloseTargetInput } from './close-target';

/**
 * Where a form page's links lead: another form (a copy, a subform, the parent) and Close. The top-level routes
 * use {@link defaultFormPaths}; a program's form route keeps them inside the program.
 */
export interface FormPaths {
  /** The address of a form opened from this one. */
  form(formId: string): string;
  /** Where Close goes for a form with this parent and template group. */
  close(form: CloseTargetInput): string;
}

/** The top-level form routes: /form/{id}, and Close in the spec's order (parent, template, documents, home). */
export const defaultFormPaths: FormPaths = {
  form: (formId) => formPath(formId),
  close: closeTarget,
};

/** The address of a program's area. */
export function programPath(programId: string): string {
  return `/program/${encodeURIComponent(programId)}`;
}

/** Forms inside a program: /program/{programId}/form/{id}; Close goes to the parent form, else the program. */
export function programFormPaths(programId: string): FormPaths {
  const form = (formId: string) => `${programPath(programId)}/form/${encodeURIComponent(formId)}`;
  return {
    form,
    close: ({ parentFormId }) => (parentFormId ? form(parentFormId) : programPath(programId)),
  };
}
