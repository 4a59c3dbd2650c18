/** The public routes' addresses (spec: studio-and-admin area, "Public guest routes"). */
export const publicTemplatePath = (templateGroupId: string) => `/public/template/${encodeURIComponent(templateGroupId)}`;

/** A public form, by id in the query string, with the parent form it was opened from (a subform), if any. */
export function publicFormPath(formId: string, parentFormId?: string | null): string {
  const query = new URLSearchParams({ formId, ...(parentFormId ? { parentFormId } : {}) });
  return `/public/form?${query.toString()}`;
}

export const publicCompletePath = '/public/complete';

/** Where Close goes on a public form: the parent form when one is given, else the template page. */
export function publicCloseTarget(form: { templateGroupId: string; parentFormId?: string | null }, parentFromAddress?: string | null): string {
  const parent = parentFromAddress ?? form.parentFormId;
  return parent ? publicFormPath(parent) : publicTemplatePath(form.templateGroupId);
}
