/** The address of a form: /form/{id}, or /form/v2/{id} while the form-v2 rollout is on. */
export function formPath(formId: string, { v2 = false }: { v2?: boolean } = {}): string {
  return v2 ? `/form/v2/${encodeURIComponent(formId)}` : `/form/${encodeURIComponent(formId)}`;
}

/** The address of a template group's intro page. */
export function templatePath(templateGroupId: string): string {
  return `/template/${encodeURIComponent(templateGroupId)}`;
}
