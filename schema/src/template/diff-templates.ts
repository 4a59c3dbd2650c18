import { diffQuestion, type QuestionField } from './diff-questions';
import { indexTemplate, questionOf, type ConditionalPage, type TemplateNode } from './template-index';

/** The kinds of change a publish summary lists. */
export type TemplateChangeType =
  | 'pageAdded'
  | 'pageRemoved'
  | 'pageRenamed'
  | 'sectionAdded'
  | 'sectionRemoved'
  | 'sectionRenamed'
  | 'questionAdded'
  | 'questionRemoved'
  | 'questionChanged';

/** One change between two versions of a template, with a line its author can read before publishing. */
export interface TemplateChange {
  type: TemplateChangeType;
  elementId: string;
  summary: string;
  /** questionChanged: which of the reported fields changed. */
  fields?: QuestionField[];
}

type Category = 'page' | 'section' | 'question';

function categoryOf(node: TemplateNode): Category | null {
  if (!node.element) return 'page';
  if (node.element.__typename === 'Section' || node.element.__typename === 'RepeatableSection') return 'section';
  return questionOf(node) ? 'question' : null;
}

// The name an author knows an element by, without its id: `repeatable section "Pets"`, `question "Name"`.
function named(node: TemplateNode): string {
  const element = node.element;
  if (!element) return `page "${node.page.name}"`;
  if (element.__typename === 'Section') return `section "${element.name}"`;
  if (element.__typename === 'RepeatableSection') return `repeatable section "${element.name}"`;
  const question = questionOf(node);
  return `${node.column ? 'table column' : 'question'} "${question?.title ?? node.id}"`;
}

function nameOf(node: TemplateNode): string {
  const element = node.element;
  if (!element) return node.page.name;
  if (element.__typename === 'Section' || element.__typename === 'RepeatableSection') return element.name;
  return questionOf(node)?.title ?? node.id;
}

function placeOf(node: TemplateNode): string {
  return node.element ? ` on page "${node.page.name}"` : '';
}

function changeOf(previous: TemplateNode, next: TemplateNode, category: Category): TemplateChange | null {
  if (category === 'question') {
    const diff = diffQuestion(questionOf(previous)!, questionOf(next)!);
    if (diff.fields.length === 0) return null;
    const summary = `Changed ${named(next)}${placeOf(next)}: ${diff.phrases.join('; ')}`;
    return { type: 'questionChanged', elementId: next.id, summary, fields: diff.fields };
  }
  if (nameOf(previous) === nameOf(next)) return null;
  const type = category === 'page' ? 'pageRenamed' : 'sectionRenamed';
  return { type, elementId: next.id, summary: `Renamed ${named(previous)} to "${nameOf(next)}"` };
}

function nodesByCategory(pages: readonly ConditionalPage[]): Map<string, { node: TemplateNode; category: Category }> {
  const found = new Map<string, { node: TemplateNode; category: Category }>();
  for (const node of indexTemplate({ pages }).byId.values()) {
    const category = categoryOf(node);
    if (category) found.set(node.id, { node, category });
  }
  return found;
}

/**
 * What changed between two versions of a template, matched by id: pages and sections added, removed and renamed;
 * questions (table columns included) added, removed and changed (title, required, options added, removed or
 * relabelled, conditions, kind). Lists additions and changes in the new version's order, then removals in the old
 * version's order. An element whose id moved between a page, a section and a question counts as removed and added.
 */
export function templateChanges(
  previous: { pages: readonly ConditionalPage[] },
  next: { pages: readonly ConditionalPage[] },
): TemplateChange[] {
  const before = nodesByCategory(previous.pages);
  const after = nodesByCategory(next.pages);
  const changes: TemplateChange[] = [];
  for (const [id, { node, category }] of after) {
    const old = before.get(id);
    if (old?.category === category) {
      const change = changeOf(old.node, node, category);
      if (change) changes.push(change);
    } else changes.push({ type: `${category}Added`, elementId: id, summary: `Added ${named(node)}${placeOf(node)}` });
  }
  for (const [id, { node, category }] of before) {
    if (after.get(id)?.category === category) continue;
    const from = node.element ? ` from page "${node.page.name}"` : '';
    changes.push({ type: `${category}Removed`, elementId: id, summary: `Removed ${named(node)}${from}` });
  }
  return changes;
}
