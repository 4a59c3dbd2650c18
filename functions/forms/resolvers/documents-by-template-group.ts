import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { normalizePageRequest, pageOf } from '../../../schema/src/paging/page-request';
import type { FormRecord, ResponseRecord } from '../../data/entities';
import { findFormWithResponses, listFormsOfTemplateGroup } from '../../data/forms-repository';
import { findTemplate, findTemplateGroup } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { viewableEach } from '../form-access';
import { parseInput } from '../../shared/validate';
import { listedFormView } from '../child-forms';

const argsSchema = z.object({ groupId: idSchema, page: z.number().nullish(), size: z.number().nullish() });

/** How many of a group's newest forms are examined for one listing. */
const scanLimit = 500;

// Answers are read only for a workflow's next events and sub-forms, which depend on them.
async function answersOf(form: FormRecord, withAnswers: boolean): Promise<ResponseRecord[]> {
  return withAnswers && form.workflowVersionId ? (await findFormWithResponses(form.id)).responses : [];
}

/**
 * The caller's visible forms of a template group, newest first, paged, each with its workflow state. Forms the
 * caller may not see are left out entirely (not even their names are sent). `withAnswers` when the selection
 * asks for what a form's answers decide (its workflow's next events or sub-forms); the list shows no answers.
 * NOT_FOUND for a group that does not exist, so an unknown id is not mistaken for a group with no forms.
 */
export async function documentsByTemplateGroup(caller: Caller, args: unknown, withAnswers = false) {
  const { groupId, page, size } = parseInput(argsSchema, args);
  const request = normalizePageRequest(page, size);
  const [group, forms] = await Promise.all([findTemplateGroup(groupId), listFormsOfTemplateGroup(groupId, scanLimit)]);
  if (!group) throw notFound('Template group', groupId);
  const viewable = await viewableEach(caller, forms);
  const visible = forms.filter((_form, index) => viewable[index]);
  const docs = await Promise.all(
    pageOf(visible, request).map(async (form) => {
      const [template, responses] = await Promise.all([findTemplate(form.templateId), answersOf(form, withAnswers)]);
      return template ? { ...(await listedFormView(form, template, responses, true)), responses: [] } : undefined;
    }),
  );
  return { docs: docs.filter((doc) => doc !== undefined), meta: { ...request, total: visible.length } };
}
