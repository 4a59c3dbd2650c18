import { lookupsFromMap, subformTemplateIds, type TemplateInfo, type TemplateLookups } from '../../schema/src/template/check-subforms';
import type { Template } from '../../schema/src/template/model';
import { findTemplateGroup, findTemplateHeader } from '../data/templates-repository';

/**
 * What validation needs to know of the templates a draft's subforms point at, read up front: a subform names
 * a template version, or a template group (then its latest published version counts).
 */
export async function subformLookups(template: Pick<Template, 'pages' | 'summaryPages'>): Promise<TemplateLookups> {
  const ids = subformTemplateIds(template);
  const infos = new Map<string, TemplateInfo>();
  await Promise.all(
    ids.map(async (id) => {
      let header = await findTemplateHeader(id);
      if (!header) {
        const group = await findTemplateGroup(id);
        header = group?.latestPublishedTemplateId ? await findTemplateHeader(group.latestPublishedTemplateId) : undefined;
      }
      if (header) infos.set(id, { exists: true, isSubform: header.isSubform });
    }),
  );
  return lookupsFromMap(infos);
}
