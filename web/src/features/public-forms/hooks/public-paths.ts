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

/** A public page, from the path below /public/: template/{templateGroupId}, form or complete; null for anything else. */
export type PublicPage = { name: 'template'; templateGroupId: string } | { name: 'form' } | { name: 'complete' };

export function publicPageOf(rest: string): PublicPage | null {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 2 && parts[0] === 'template' && parts[1]) return { name: 'template', templateGroupId: parts[1] };
  if (parts.length === 1 && parts[0] === 'form') return { name: 'form' };
  if (parts.length === 1 && parts[0] === 'complete') return { name: 'complete' };
  return null;
}
