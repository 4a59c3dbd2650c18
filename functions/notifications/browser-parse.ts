import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
/** An element of parse5's default tree. */
export type HtmlElement = DefaultTreeAdapterTypes.Element;

/** Whether a node is an element, and of `tagName` when given. */
export const isElement = (node: ChildNode, tagName?: string): node is HtmlElement =>
  'tagName' in node && (tagName === undefined || node.tagName === tagName);

/**
 * The body of HTML as DOMPurify reads it in a browser: parse5 (the HTML standard's parser, the one jsdom
 * uses) builds a document as DOMParser does (scripting off), repairing broken markup (misnested tags, tables
 * without tbody, stray end tags, CDATA) as browsers do, and the input's leading whitespace is put back at the
 * start of the body, as DOMPurify does. What the parser places in the head is not in the body, as in DOMPurify.
 */
export function parseAsBrowser(html: string): HtmlElement {
  const document = parse(html, { scriptingEnabled: false });
  const root = document.childNodes.find((node) => isElement(node, 'html'));
  const body = root?.childNodes.find((node) => isElement(node, 'body'));
  if (!body || !isElement(body)) throw new Error('parse5 built a document without a body');
  const leadingWhitespace = /^[\r\n\t ]+/.exec(html)?.[0];
  const first = body.childNodes[0];
  if (leadingWhitespace && first) defaultTreeAdapter.insertTextBefore(body, leadingWhitespace, first);
  else if (leadingWhitespace) defaultTreeAdapter.insertText(body, leadingWhitespace);
  return body;
}

/** An element's content as a browser serializes it (innerHTML). */
export const innerHtml = (element: HtmlElement): string => serialize(element);
