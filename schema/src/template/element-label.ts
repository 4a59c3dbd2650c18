import type { Element } from './model';
import type { TemplateNode } from './template-index';

const staticTextLength = 40;

/** The readable name of a question kind: `LibrarySearchQuestion` → "library search". */
export function kindLabel(typename: string): string {
  return typename
    .replace(/Question$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

function shortText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > staticTextLength ? `${flat.slice(0, staticTextLength - 1)}…` : flat;
}

function elementLabel(element: Element, isColumn: boolean): string {
  switch (element.__typename) {
    case 'Section':
      return `section "${element.name}"`;
    case 'RepeatableSection':
      return `repeatable section "${element.name}"`;
    case 'StaticText':
      return `static text "${shortText(element.text)}"`;
    case 'Subform':
      return `subform "${element.name}"`;
    case 'SubjectDetails':
      return 'subject details';
    case 'QuestionSummary':
      return `summary of question ${element.questionId}`;
    case 'TemplateOutcome':
      return 'template outcome';
    default:
      return `${isColumn ? 'table column' : 'question'} "${element.title}"`;
  }
}

/**
 * Names a page or element for a template author: its kind, its title or name, and its id, as in
 * `question "Has pets" (q1)` or `page "General" (p1)`.
 */
export function nodeLabel(node: Pick<TemplateNode, 'id' | 'element' | 'page' | 'column'>): string {
  const name = node.element ? elementLabel(node.element, node.column) : `page "${node.page.name}"`;
  return `${name} (${node.id})`;
}
