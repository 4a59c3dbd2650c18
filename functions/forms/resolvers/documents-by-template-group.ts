import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { normalizePageRequest, pageOf } from '../../../schema/src/paging/page-request';
import { listFormsOfTemplateGroup } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { viewableEach } from '../form-access';
import { parseInput } from '../../shared/validate';
import { formView } from '../form-view';

const argsSchema = z.object({ groupId: idSchema, page: z.number().nullish(), size: z.number().nullish() });

/** How many of a group's newest forms are examined for one listing. */
const scanLimit = 500;

/**
 * The caller's visible forms of a template group, newest first, paged. Forms the caller may not see are
 * left out entirely (not even their names are sent).
 */
export async function documentsByTemplateGroup(caller: Caller, args: unknown) {
  const { groupId, page, size } = parseInput(argsSchema, args);
  const request = normalizePageRequest(page, size);
  const forms = await listFormsOfTemplateGroup(groupId, scanLimit);
  const viewable = await viewableEach(caller, forms);
  const visible = forms.filter((_form, index) => viewable[index]);
  const docs = await Promise.all(
    pageOf(visible, request).map(async (form) => {
      const template = await findTemplate(form.templateId);
      return template ? formView(form, template, []) : undefined;
    }),
  );
  return { docs: docs.filter((doc) => doc !== undefined), meta: { ...request, total: visible.length } };
}
