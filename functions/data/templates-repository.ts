import type { Template } from '../../schema/src/template/model';
import {
  templateEntity,
  templateGroupEntity,
  templateNodeEntity,
  type TemplateGroupRecord,
  type TemplateHeaderRecord,
  type TemplateNodeRecord,
  type TemplateRecord,
} from './entities';
import type { DynamoItem } from './entity';
import { batchGetRecords, getRecord, itemOf, putItems, queryItems, queryRecords } from './store';
import { assembleTemplate, disassembleTemplate } from './template-nodes';

/**
 * Published template versions never change (editing starts a new draft version), so this process keeps
 * them once read: saving an answer then costs no template read.
 */
const publishedVersions = new Map<string, TemplateRecord>();

const keyOfTemplate = (id: string) => templateEntity.key({ id } as TemplateHeaderRecord);
const keyOfGroup = (groupId: string) => templateGroupEntity.key({ groupId } as TemplateGroupRecord);

/** The items of one template version: its header and its nodes. */
export interface TemplateItems {
  header?: TemplateHeaderRecord;
  nodes: TemplateNodeRecord[];
}

/** Reads a version's partition (one Query, more pages only past 1 MB) and sorts its items out. */
export async function readTemplateItems(id: string, consistent = false): Promise<TemplateItems> {
  const items: DynamoItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryItems({ pk: keyOfTemplate(id).pk, consistent, cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  const headerItem = items.find((item) => item.entity === templateEntity.name);
  return {
    ...(headerItem ? { header: templateEntity.fromItem(headerItem) } : {}),
    nodes: items.filter((item) => item.entity === templateNodeEntity.name).map((item) => templateNodeEntity.fromItem(item)),
  };
}

/** One template version, read now (strongly consistent): what authoring works on. */
export async function readTemplate(id: string): Promise<TemplateRecord | undefined> {
  const { header, nodes } = await readTemplateItems(id, true);
  return header ? assembleTemplate(header, nodes) : undefined;
}

/** One template version by id; published ones come from the process cache after their first read. */
export async function findTemplate(id: string): Promise<TemplateRecord | undefined> {
  const cached = publishedVersions.get(id);
  if (cached) return cached;
  const { header, nodes } = await readTemplateItems(id);
  if (!header) return undefined;
  const template = assembleTemplate(header, nodes);
  if (template.status === 'PUBLISHED') publishedVersions.set(id, template);
  return template;
}

/** Many template versions by id, in the order asked (missing ones left out). */
export async function findTemplates(ids: string[]): Promise<TemplateRecord[]> {
  const found = await Promise.all(ids.map((id) => findTemplate(id)));
  return found.filter((template): template is TemplateRecord => template !== undefined);
}

/** The header of a template version alone (its settings, status and revision). */
export async function findTemplateHeader(id: string, consistent = false): Promise<TemplateHeaderRecord | undefined> {
  return getRecord(templateEntity, keyOfTemplate(id), consistent);
}

/** Many versions' headers alone (no pages: for lists that do not show them), in the order asked. */
export async function findTemplateHeaders(ids: string[]): Promise<TemplateHeaderRecord[]> {
  return batchGetRecords(templateEntity, ids.map(keyOfTemplate));
}

/**
 * Writes a whole version: its nodes, then its header (so a listed version is complete), with batch puts.
 * For new versions only (seed, create, copy, new draft): existing nodes of the id are not removed.
 */
export async function writeTemplateVersion(template: Template, now: string): Promise<TemplateRecord> {
  const { header, nodes } = disassembleTemplate(template, now);
  await putItems(nodes.map((node) => itemOf(templateNodeEntity, node)));
  await putItems([itemOf(templateEntity, header)]);
  return assembleTemplate(header, nodes);
}

export async function findTemplateGroup(groupId: string, consistent = false): Promise<TemplateGroupRecord | undefined> {
  return getRecord(templateGroupEntity, keyOfGroup(groupId), consistent);
}

async function listGroups(index: 'gsi1' | 'gsi2', pk: string): Promise<TemplateGroupRecord[]> {
  const groups: TemplateGroupRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(templateGroupEntity, { index, pk, skBeginsWith: 'TGROUP#', cursor });
    groups.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return groups;
}

/** Template groups of a campus, by name. */
export function listTemplateGroupsOfCampus(campusCode: string): Promise<TemplateGroupRecord[]> {
  return listGroups('gsi1', `CAMPUS#${campusCode}`);
}

/** Template groups of a program, by name. */
export function listTemplateGroupsOfProgram(programId: string): Promise<TemplateGroupRecord[]> {
  return listGroups('gsi2', `PROGRAM#${programId}`);
}

/** The version headers of a template group, newest first. */
export async function listTemplateVersions(groupId: string): Promise<TemplateHeaderRecord[]> {
  const headers: TemplateHeaderRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(templateEntity, { index: 'gsi1', pk: `TGROUP#${groupId}`, skBeginsWith: 'VERSION#', descending: true, cursor });
    headers.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return headers;
}

/** Forgets a cached version (after its header changed in this process, or in tests). */
export function forgetTemplate(id: string) {
  publishedVersions.delete(id);
}

/** Forgets cached versions (tests that rewrite templates in place). */
export function clearTemplateCache() {
  publishedVersions.clear();
}
