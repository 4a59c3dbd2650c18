import { isQuestion, type DependsOn, type Element, type Page, type Question } from './model';

/**
 * A page as the rules read it: the stored `Page` plus an optional `dependsOn`, so a page can be shown
 * conditionally like a section. A plain `Page` (and so a `Template`) fits without change.
 */
export type ConditionalPage = Page & { dependsOn?: DependsOn | null };

/** The parts of a template the rules walk: its pages and, when given, its summary pages. */
export interface IndexableTemplate {
  pages: readonly ConditionalPage[];
  summaryPages?: readonly ConditionalPage[] | null;
}

/** One page, element or table column of a template, with where it sits. */
export interface TemplateNode {
  id: string;
  /** The enclosing page, section, repeatable section or table; null for a page. */
  parentId: string | null;
  /** The page this node is on (itself for a page). */
  page: ConditionalPage;
  /** The element; null for a page. */
  element: Element | null;
  dependsOn: DependsOn | null;
  /** Position in a depth-first walk of the template, pages before summary pages. */
  order: number;
  /** A column of a table question. */
  column: boolean;
  /** A table column or inside a repeatable section: answered once per row, not once per form. */
  repeated: boolean;
  /** On a summary page. */
  summary: boolean;
}

/** Every node of a template in document order, and the first node of each id. */
export interface TemplateIndex {
  nodes: readonly TemplateNode[];
  byId: ReadonlyMap<string, TemplateNode>;
}

type Place = Pick<TemplateNode, 'parentId' | 'page' | 'column' | 'repeated' | 'summary'>;

function dependsOnOf(element: Element): DependsOn | null {
  return 'dependsOn' in element ? (element.dependsOn ?? null) : null;
}

// Plain object literals rather than spreads: this runs on every answer in a 1,000-question form.
function nodeOf(place: Place, id: string, element: Element | null, dependsOn: DependsOn | null, order: number): TemplateNode {
  const { parentId, page, column, repeated, summary } = place;
  return { id, parentId, page, element, dependsOn, order, column, repeated, summary };
}

function walk(elements: readonly Element[], place: Place, into: TemplateNode[]) {
  for (const element of elements) {
    into.push(nodeOf(place, element.id, element, dependsOnOf(element), into.length));
    const { page, repeated, summary } = place;
    if (element.__typename === 'TableQuestion') {
      walk(element.questions, { parentId: element.id, page, column: true, repeated: true, summary }, into);
    } else if (element.__typename === 'Section' || element.__typename === 'RepeatableSection') {
      const inRepeat = repeated || element.__typename === 'RepeatableSection';
      walk(element.children, { parentId: element.id, page, column: false, repeated: inRepeat, summary }, into);
    }
  }
}

/** Lists every page, element and table column of a template, depth first. */
export function indexTemplate(template: IndexableTemplate): TemplateIndex {
  const nodes: TemplateNode[] = [];
  const pages = template.pages.map((page) => ({ page, summary: false }));
  pages.push(...(template.summaryPages ?? []).map((page) => ({ page, summary: true })));
  for (const { page, summary } of pages) {
    nodes.push(nodeOf({ parentId: null, page, column: false, repeated: false, summary }, page.id, null, page.dependsOn ?? null, nodes.length));
    walk(page.children, { parentId: page.id, page, column: false, repeated: false, summary }, nodes);
  }
  const byId = new Map<string, TemplateNode>();
  for (const node of nodes) if (!byId.has(node.id)) byId.set(node.id, node);
  return { nodes, byId };
}

/** The node's question, or null for pages and other elements. */
export function questionOf(node: TemplateNode | undefined): Question | null {
  return node?.element && isQuestion(node.element) ? node.element : null;
}

/** The option question with this id, or null when the id names nothing or something else. */
export function optionQuestionOf(
  index: TemplateIndex,
  questionId: string,
): Extract<Question, { __typename: 'OptionQuestion' }> | null {
  const question = questionOf(index.byId.get(questionId));
  return question?.__typename === 'OptionQuestion' ? question : null;
}
