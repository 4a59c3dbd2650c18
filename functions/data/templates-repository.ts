import { templateEntity, templateGroupEntity, type TemplateGroupRecord, type TemplateRecord } from './entities';
import { batchGetRecords, getRecord, queryRecords } from './store';

/**
 * Published template versions never change (editing starts a new draft version), so this process keeps
 * them once read: saving an answer then costs no template read.
 */
const publishedVersions = new Map<string, TemplateRecord>();

const keyOfTemplate = (id: string) => templateEntity.key({ id } as TemplateRecord);
const keyOfGroup = (groupId: string) => templateGroupEntity.key({ groupId } as TemplateGroupRecord);

/** One template version by id. */
export async function findTemplate(id: string): Promise<TemplateRecord | undefined> {
  const cached = publishedVersions.get(id);
  if (cached) return cached;
  const template = await getRecord(templateEntity, keyOfTemplate(id));
  if (template?.status === 'PUBLISHED') publishedVersions.set(id, template);
  return template;
}

export async function findTemplateGroup(groupId: string): Promise<TemplateGroupRecord | undefined> {
  return getRecord(templateGroupEntity, keyOfGroup(groupId));
}

/** Template groups of a campus, by name. */
export async function listTemplateGroupsOfCampus(campusCode: string): Promise<TemplateGroupRecord[]> {
  const groups: TemplateGroupRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(templateGroupEntity, {
      index: 'gsi1',
      pk: `CAMPUS#${campusCode}`,
      skBeginsWith: 'TGROUP#',
      cursor,
    });
    groups.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return groups;
}

/** Many template versions by id, in the order asked. */
export async function findTemplates(ids: string[]): Promise<TemplateRecord[]> {
  return batchGetRecords(templateEntity, ids.map(keyOfTemplate));
}

/** Forgets cached versions (tests that rewrite templates in place). */
export function clearTemplateCache() {
  publishedVersions.clear();
}
