import { findTemplate } from '../data/templates-repository';
import { viewableEach } from '../forms/form-access';
import { listedFormView } from '../forms/child-forms';
import type { Caller } from '../shared/caller';
import type { OwnedForm } from './owned-forms';

/** A listed document as the API returns it (the forms domain's Form). */
export type DocumentView = Awaited<ReturnType<typeof listedFormView>>;

/**
 * The caller's forms as Form views, in the order given: each with its last save (the form's own change or its
 * newest answer), whether the caller may view it in its status and where it stands in its workflow. The answers
 * came with the listed items (they decide the workflow's next events); they are not listed themselves. Each
 * template version is read once per process (published versions never change).
 */
export async function documentViews(caller: Caller, listed: OwnedForm[]): Promise<DocumentView[]> {
  const viewable = await viewableEach(caller, listed.map(({ form }) => form));
  const views = await Promise.all(
    listed.map(async ({ form, responses }, index) => {
      const template = await findTemplate(form.templateId);
      return template ? { ...(await listedFormView(form, template, responses, viewable[index] ?? false)), responses: [] } : undefined;
    }),
  );
  return views.filter((view) => view !== undefined);
}
