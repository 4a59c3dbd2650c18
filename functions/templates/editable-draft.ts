import type { TemplateHeaderRecord } from '../data/entities';
import type { Caller } from '../shared/caller';
import { badUserInput, conflict, notFound } from '../shared/errors';
import { assertCanEdit } from './template-access';

/**
 * The header of a version the caller may edit now: it exists (NOT_FOUND), the caller authors its group
 * (FORBIDDEN), it is a draft (BAD_USER_INPUT: published versions never change) and no publish is checking it
 * (CONFLICT).
 */
export async function editableDraft(caller: Caller, templateId: string, header: TemplateHeaderRecord | undefined): Promise<TemplateHeaderRecord> {
  if (!header) throw notFound('Template', templateId);
  await assertCanEdit(caller, header.groupId);
  if (header.status !== 'DRAFT') {
    throw badUserInput(`Template ${templateId} is ${header.status}: only a draft can be edited. Start a draft first.`, {
      templateId,
      status: header.status,
    });
  }
  if (header.sealedAt) throw conflict(`Template ${templateId} is being published: try again in a moment.`, { templateId });
  return header;
}
