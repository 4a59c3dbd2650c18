import type { BuilderElementFieldsFragment } from '@/gql/graphql';

/**
 * An element as the builder holds it: its own fields, for sections its children, and for a summary page's items
 * the label the outline gives them (they have no title of their own).
 */
export type BuilderElement = BuilderElementFieldsFragment & { children?: readonly BuilderElement[]; outlineLabel?: string };

/** A page of the template being built. */
export interface BuilderPage {
  id: string;
  version: number;
  name: string;
  children: readonly BuilderElement[];
}

/** A page, summary page or element: what the outline lists and the property panel edits. */
export type BuilderNode = ({ __typename: 'Page' } & BuilderPage) | ({ __typename: 'SummaryPage' } & BuilderPage) | BuilderElement;

/** The parent id of pages, and of summary pages. */
export const rootId = 'ROOT';
export const summaryId = 'SUMMARY';

/** One row of the outline: a node, where it sits and its siblings (for moving it). */
export interface OutlineRow {
  node: BuilderNode;
  depth: number;
  /** ROOT for a page, SUMMARY for a summary page. */
  parentId: string;
  siblings: readonly BuilderNode[];
  index: number;
}

const kindLabels: Record<string, string> = {
  Page: 'Page',
  SummaryPage: 'Summary page',
  QuestionSummary: 'Question summary',
  TemplateOutcome: 'Outcome group',
  Section: 'Section',
  RepeatableSection: 'Repeatable section',
  StaticText: 'Static text',
  Subform: 'Subform',
  SubjectDetails: 'Subject details',
  TextQuestion: 'Text',
  EmailQuestion: 'Email',
  PhoneNumberQuestion: 'Phone number',
  NumberQuestion: 'Number',
  FileUploadQuestion: 'File upload',
  DateQuestion: 'Date',
  DateRangeQuestion: 'Date range',
  OptionQuestion: 'Option',
  ToggleQuestion: 'Toggle',
  MeasurementQuestion: 'Measurement',
  MeasurementV2Question: 'Measurement v2',
  SearchQuestion: 'Search',
  LibrarySearchQuestion: 'Library search',
  DocumentSearchQuestion: 'Document search',
  ImageUploadQuestion: 'Image upload',
  TableQuestion: 'Table',
  AddressSearchQuestion: 'Address search',
  MapQuestion: 'Map',
  SubjectQuestion: 'Subject',
};

/** The kind of a page or element in the author's words. */
export function kindLabel(kind: string): string {
  return kindLabels[kind] ?? kind;
}

/** What the outline and the problems list call a page or element: its title, name or text. */
export function nodeLabel(node: BuilderNode): string {
  if ('outlineLabel' in node && node.outlineLabel) return node.outlineLabel;
  if ('title' in node && node.title) return node.title;
  if ('name' in node && node.name) return node.name;
  if ('text' in node && node.text) return node.text.length > 60 ? `${node.text.slice(0, 57)}…` : node.text;
  return kindLabel(node.__typename ?? '');
}

/** Whether a node holds elements (new elements go inside it). */
export function isContainer(node: BuilderNode): boolean {
  return node.__typename === 'Page' || node.__typename === 'SummaryPage' || node.__typename === 'Section' || node.__typename === 'RepeatableSection';
}

/** The outline's rows: every page and element, depth first, then every summary page and its items. */
export function outlineRows(pages: readonly BuilderPage[], summaryPages: readonly BuilderPage[] = []): OutlineRow[] {
  const rows: OutlineRow[] = [];
  const visit = (nodes: readonly BuilderNode[], depth: number, parentId: string) => {
    nodes.forEach((node, index) => {
      rows.push({ node, depth, parentId, siblings: nodes, index });
      const children = 'children' in node ? node.children : undefined;
      if (children) visit(children, depth + 1, node.id);
    });
  };
  visit(
    pages.map((page) => ({ ...page, __typename: 'Page' as const })),
    1,
    rootId,
  );
  visit(
    summaryPages.map((page) => ({ ...page, __typename: 'SummaryPage' as const })),
    1,
    summaryId,
  );
  return rows;
}

/** The ids of the nodes a node sits inside, nearest first (empty for a page or an unknown id). */
export function ancestorIds(rows: readonly OutlineRow[], nodeId: string | null): string[] {
  const parentOf = new Map(rows.map((row) => [row.node.id, row.parentId]));
  const ancestors: string[] = [];
  for (let parent = nodeId ? parentOf.get(nodeId) : undefined; parent && parent !== rootId && parent !== summaryId; parent = parentOf.get(parent)) ancestors.push(parent);
  return ancestors;
}

/** Whether a row has children shown in the outline (so it can be collapsed). */
export function hasChildRows(row: OutlineRow): boolean {
  return 'children' in row.node && (row.node.children?.length ?? 0) > 0;
}

/** The rows left to show when the containers in `collapsed` are collapsed (their descendants hidden). */
export function visibleRows(rows: readonly OutlineRow[], collapsed: ReadonlySet<string>): OutlineRow[] {
  if (collapsed.size === 0) return [...rows];
  const shown: OutlineRow[] = [];
  let hiddenBelow = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (row.depth > hiddenBelow) continue;
    hiddenBelow = collapsed.has(row.node.id) && hasChildRows(row) ? row.depth : Number.POSITIVE_INFINITY;
    shown.push(row);
  }
  return shown;
}
