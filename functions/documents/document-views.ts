import type { FormRecord } from '../data/entities';
import { findFormWithResponses } from '../data/forms-repository';
import { findTemplate } from '../data/templates-repository';
import { viewableEach } from '../forms/form-access';
import { formView } from '../forms/form-view';
import type { Caller } from '../shared/caller';

/** A listed document as the API returns it (the forms domain's Form). */
export type DocumentView = ReturnType<typeof formView>;

/**
 * The caller's forms as Form views, in the order given: each with its last save (the form's own change or its
 * newest answer) and whether the caller may view it in its status. Answers themselves are not listed.
 */
export async function documentViews(caller: Caller, forms: FormRecord[]): Promise<DocumentView[]> {
  const viewable = await viewableEach(caller, forms);
  const views = await Promise.all(
    forms.map(async (form, index) => {
      const [{ responses }, template] = await Promise.all([findFormWithResponses(form.id), findTemplate(form.templateId)]);
      return template ? { ...formView(form, template, responses, viewable[index] ?? false), responses: [] } : undefined;
    }),
  );
  return views.filter((view) => view !== undefined);
}
