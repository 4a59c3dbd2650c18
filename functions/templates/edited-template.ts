import { findTemplateGroup, readTemplate } from '../data/templates-repository';
import { notFound } from '../shared/errors';
import { withGroupFacts } from './template-access';

/**
 * A draft as an edit left it, read now (strongly consistent: every item of the version, so a read of a
 * 1,000-question template), with its group's facts. Only ever called after the edit's own authorization passed.
 */
export async function editedTemplate(templateId: string) {
  const template = await readTemplate(templateId);
  if (!template) throw notFound('Template', templateId);
  return withGroupFacts(template, await findTemplateGroup(template.groupId));
}
