import { updateTemplateInputSchema } from '../../../schema/src/inputs/templates';
import { saveGroupIf, StaleEdit, updateHeader } from '../../data/template-authoring-repository';
import { findTemplateGroup, findTemplateHeader, readTemplate } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { knownAudience, knownPrograms } from '../audience-entries';
import { editableDraft } from '../editable-draft';
import { withGroupFacts } from '../template-access';

/**
 * Changes a draft's settings in one conditional write of its header, based on `expectedRevision` (CONFLICT with
 * the current template when someone changed it first). A group that has never been published also takes the
 * new name, description and homepage flag, so the studio lists it by its name (a second write); a published
 * group takes them when the draft is published.
 */
export async function updateTemplate(caller: Caller, args: { input?: unknown }) {
  const { templateId, expectedRevision, ...settings } = parseInput(updateTemplateInputSchema, args.input);
  const header = await editableDraft(caller, templateId, await findTemplateHeader(templateId, true));
  // The audience and shared programs name campuses and programs that must exist; they are stored by their names.
  if (settings.audience) settings.audience = await knownAudience(caller, settings.audience);
  if (settings.sharedWithPrograms) settings.sharedWithPrograms = await knownPrograms(caller, settings.sharedWithPrograms);
  const now = new Date().toISOString();
  let updated;
  try {
    updated = await updateHeader(templateId, expectedRevision, { ...settings, lastUpdated: now });
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    throw conflict('This template was changed elsewhere. The newer version is shown.', { current: await readTemplate(templateId) });
  }
  const group = await findTemplateGroup(header.groupId, true);
  if (group && !group.latestPublishedTemplateId && group.latestTemplateId === templateId) {
    const renamed = {
      ...group,
      name: updated.name,
      showOnHomepage: updated.showOnHomepage,
      updatedAt: now,
      ...(updated.description ? { description: updated.description } : {}),
    };
    await saveGroupIf(renamed, { attribute: 'latestTemplateId', value: templateId });
  }
  const template = await readTemplate(templateId);
  if (!template) throw notFound('Template', templateId);
  return withGroupFacts(template, group);
}
