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

/** The program's studio (its templates, roles and members), for its administrators. */
export function programStudioPath(campusCode: string, programId: string): string {
  return `/studio/campus/${encodeURIComponent(campusCode)}/program/${encodeURIComponent(programId)}`;
}

/** A template's builder in the studio. */
export function studioTemplatePath(campusCode: string, templateId: string): string {
  return `/studio/campus/${encodeURIComponent(campusCode)}/template/${encodeURIComponent(templateId)}`;
}

/**
 * Where a template of the program leads from its menu and overview: its page inside the program for the program's
 * administrators (the template child is theirs alone), the template's own intro page with Start Form for members.
 */
export function programTemplateLink(programId: string, templateGroupId: string, isAdmin: boolean): string {
  return isAdmin ? programTemplatePath(programId, templateGroupId) : `/template/${encodeURIComponent(templateGroupId)}`;
}
