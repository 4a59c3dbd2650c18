import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import type { FormRecord, ResponseRecord, TemplateRecord } from '../../data/entities';
import { findFormWithResponses } from '../../data/forms-repository';
import { findTemplate, findTemplateGroup } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { listedFormView } from '../child-forms';
import { groupFormPage } from '../group-listing/group-form-page';

const argsSchema = z.object({
  groupId: idSchema,
  page: z.number().nullish(),
  size: z.number().nullish(),
  cursor: z.string().max(1024).nullish(),
});

// Answers are read only for a workflow's next events and sub-forms, which depend on them.
async function answersOf(form: FormRecord, withAnswers: boolean): Promise<ResponseRecord[]> {
  return withAnswers && form.workflowVersionId ? (await findFormWithResponses(form.id)).responses : [];
}

/** The template versions of a page's forms, each read once (a group's forms share a few published versions). */
async function templatesOf(forms: readonly FormRecord[]): Promise<Map<string, TemplateRecord | undefined>> {
  const ids = [...new Set(forms.map((form) => form.templateId))];
  const templates = await Promise.all(ids.map((id) => findTemplate(id)));
  return new Map(ids.map((id, index) => [id, templates[index]]));
}

/**
 * The caller's visible forms of a template group, newest first, a page at a time by cursor (see groupFormPage),
 * each with its workflow state. Forms the caller may not see are left out entirely (not even their names are sent).
 * `withAnswers` when the selection asks for what a form's answers decide (its workflow's next events or sub-forms);
 * the list shows no answers. NOT_FOUND for a group that does not exist, so an unknown id is not mistaken for a
 * group with no forms.
 */
export async function documentsByTemplateGroup(caller: Caller, args: unknown, withAnswers = false) {
  const { groupId, page, size, cursor } = parseInput(argsSchema, args);
  const request = normalizePageRequest(page, size);
  const group = await findTemplateGroup(groupId);
  if (!group) throw notFound('Template group', groupId);
  const listed = await groupFormPage(caller, group, { ...request, cursor });
  const templates = await templatesOf(listed.forms);
  const docs = await Promise.all(
    listed.forms.map(async (form) => {
      const template = templates.get(form.templateId);
      return template ? { ...(await listedFormView(form, template, await answersOf(form, withAnswers), true)), responses: [] } : undefined;
    }),
  );
  return {
    docs: docs.filter((doc) => doc !== undefined),
    meta: { ...request, total: listed.total, nextCursor: listed.nextCursor },
    partialTotal: listed.partialTotal,
  };
}
