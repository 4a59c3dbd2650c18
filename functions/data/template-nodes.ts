import { generateNKeysBetween } from 'fractional-indexing';
import type { Page, Template } from '../../schema/src/template/model';
import { withRolesAssigned } from '../../schema/src/template/role-assigned';
import { storedFieldDefaults } from '../../schema/src/template/stored-defaults';
import type { TemplateHeaderRecord, TemplateNodeKind, TemplateNodeRecord, TemplateRecord } from './entities';

/**
 * Pure translation between a template version and its items: one header and one node per page and element.
 * Reading a version is one Query of its partition and `assembleTemplate`; writing a whole version (seed,
 * copy, new draft) is `disassembleTemplate` and batch puts.
 */

/** The parent of a template's pages. */
export const rootParent = 'ROOT';
/** The parent of a template's summary pages. */
export const summaryParent = 'SUMMARY';

/** Node kinds whose children are elements (`children`). */
export const containerKinds: ReadonlySet<TemplateNodeKind> = new Set(['Page', 'SummaryPage', 'Section', 'RepeatableSection']);
/** Table questions hold their columns (child questions) as `questions`. */
export const tableKind = 'TableQuestion';

const childListOf = (kind: TemplateNodeKind) => (kind === tableKind ? 'questions' : containerKinds.has(kind) ? 'children' : undefined);

/** Fields a read derives (a search question's roleAssigned, from the version's rolesV2): never stored. */
const derivedFields: ReadonlySet<string> = new Set(['roleAssigned']);

/** An element's or page's own fields: what its node stores besides id, kind, version, children and derived fields. */
export function ownFields(element: Record<string, unknown>, kind: TemplateNodeKind): Record<string, unknown> {
  const childList = childListOf(kind);
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(element)) {
    if (name === 'id' || name === '__typename' || name === 'version' || name === childList || derivedFields.has(name)) continue;
    fields[name] = value;
  }
  return fields;
}

/** The header of a template version: everything but its pages. */
export function headerOf(template: Template, revision = 1): TemplateHeaderRecord {
  const { pages: _pages, summaryPages: _summaryPages, ...header } = template as TemplateRecord;
  return { ...header, revision: header.revision ?? revision };
}

/** Splits a template version into its header and one node per page and element, positions spread evenly. */
export function disassembleTemplate(template: Template, now: string): { header: TemplateHeaderRecord; nodes: TemplateNodeRecord[] } {
  const nodes: TemplateNodeRecord[] = [];
  const add = (items: Array<Record<string, unknown>>, parentId: string, kindOf: (item: Record<string, unknown>) => TemplateNodeKind) => {
    const positions = generateNKeysBetween(null, null, items.length);
    items.forEach((item, index) => {
      const kind = kindOf(item);
      nodes.push({
        templateId: template.id,
        nodeId: String(item.id),
        parentId,
        position: positions[index] as string,
        kind,
        fields: ownFields(item, kind),
        version: typeof item.version === 'number' ? item.version : 1,
        updatedAt: now,
      });
      const childList = childListOf(kind);
      const children = childList ? (item[childList] as Array<Record<string, unknown>> | undefined) : undefined;
      if (children) add(children, String(item.id), (child) => child.__typename as TemplateNodeKind);
    });
  };
  add(template.pages as unknown as Array<Record<string, unknown>>, rootParent, () => 'Page');
  add(template.summaryPages as unknown as Array<Record<string, unknown>>, summaryParent, () => 'SummaryPage');
  return { header: headerOf(template), nodes };
}

/** Siblings in their order: by position, ties (two concurrent inserts at one place) by id. */
export function inOrder(nodes: TemplateNodeRecord[]): TemplateNodeRecord[] {
  return [...nodes].sort((a, b) =>
    a.position < b.position ? -1 : a.position > b.position ? 1 : a.nodeId < b.nodeId ? -1 : a.nodeId > b.nodeId ? 1 : 0,
  );
}

/** Nodes by parent id, each list in order. */
export function childrenByParent(nodes: TemplateNodeRecord[]): Map<string, TemplateNodeRecord[]> {
  const byParent = new Map<string, TemplateNodeRecord[]>();
  for (const node of nodes) byParent.set(node.parentId, [...(byParent.get(node.parentId) ?? []), node]);
  for (const [parentId, siblings] of byParent) byParent.set(parentId, inOrder(siblings));
  return byParent;
}

/** The element or page a node stands for, with its version and (for containers) its assembled children. */
export function elementOf(node: TemplateNodeRecord, byParent: Map<string, TemplateNodeRecord[]> = new Map()): Record<string, unknown> {
  const isPage = node.kind === 'Page' || node.kind === 'SummaryPage';
  const element: Record<string, unknown> = {
    ...(isPage ? {} : { __typename: node.kind }),
    id: node.nodeId,
    ...storedFieldDefaults(node.kind),
    ...node.fields,
    version: node.version,
  };
  const childList = childListOf(node.kind);
  if (childList) element[childList] = (byParent.get(node.nodeId) ?? []).map((child) => elementOf(child, byParent));
  return element;
}

/**
 * Builds a template version from its header and nodes. A node whose parent is missing (the rest of a
 * container being removed) is not part of the template and is left out. Search questions get their roleAssigned
 * from the header's rolesV2.
 */
export function assembleTemplate(header: TemplateHeaderRecord, nodes: TemplateNodeRecord[]): TemplateRecord {
  const byParent = childrenByParent(nodes);
  const { sealedAt: _sealedAt, publishedBy: _publishedBy, ...fields } = header;
  const pagesOf = (parent: string) => withRolesAssigned((byParent.get(parent) ?? []).map((node) => elementOf(node, byParent)), header.rolesV2 ?? []) as unknown as Page[];
  return { ...fields, pages: pagesOf(rootParent), summaryPages: pagesOf(summaryParent) };
}

/** Every id of a node and all its descendants, the node first. */
export function subtreeIds(nodeId: string, byParent: Map<string, TemplateNodeRecord[]>): string[] {
  const ids = [nodeId];
  for (const child of byParent.get(nodeId) ?? []) ids.push(...subtreeIds(child.nodeId, byParent));
  return ids;
}
