/** The address of a program's area. */
export function programPath(programId: string): string {
  return `/program/${encodeURIComponent(programId)}`;
}

/** A template's page inside a program. */
export function programTemplatePath(programId: string, templateGroupId: string): string {
  return `${programPath(programId)}/template/${encodeURIComponent(templateGroupId)}`;
}

/** A form opened inside a program. */
export function programFormPath(programId: string, formId: string): string {
  return `${programPath(programId)}/form/${encodeURIComponent(formId)}`;
}
