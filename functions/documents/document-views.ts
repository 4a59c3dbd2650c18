import type { FormRecord } from '../data/entities';
import { findFormWithResponses } from '../data/forms-repository';
import { findTemplate } from '../data/templates-repository';
import { viewableEach } from '../forms/form-access';
import { listedFormView } from '../forms/child-forms';
import type { Caller } from '../shared/caller';

/** A listed document as the API returns it (the forms domain's Form). */
export type DocumentView = Awaited<ReturnType<typeof listedFormView>>;

/**
 * The caller's forms as Form views, in the order given: each with its last save (the form's own change or its
 * newest answer), whether the caller may view it in its status and where it stands in its workflow. Answers
 * themselves are not listed.
 */
export async function documentViews(caller: Caller, forms: FormRecord[]): Promise<DocumentView[]> {
  const viewable = await viewableEach(caller, forms);
  const views = await Promise.all(
    forms.map(async (form, index) => {
      const [{ responses }, template] = await Promise.all([findFormWithResponses(form.id), findTemplate(form.templateId)]);
      return template ? { ...(await listedFormView(form, template, responses, viewable[index] ?? false)), responses: [] } : undefined;
    }),
  );
  return views.filter((view) => view !== undefined);
}
