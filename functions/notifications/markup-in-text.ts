import { innerHtml, isElement, type HtmlElement } from './browser-parse';

// Text that would start a tag, an end tag or a comment if it were ever parsed again.
const markupProbe = /<[/\w!]/;

const textContent = (element: HtmlElement): string =>
  element.childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : isElement(node) ? textContent(node) : '')).join('');

/**
 * DOMPurify's mutation-XSS rule, on a parse5 tree: an element holding no elements, whose text reads like
 * markup while its serialized content also carries raw markup (a comment beside `&lt;b&gt;`), is removed
 * with everything in it. Such content is how sanitized HTML turns into live markup when parsed again.
 * Checks parents before children, as DOMPurify's walk does.
 */
export function removeMarkupLikeText(parent: HtmlElement): void {
  parent.childNodes = parent.childNodes.filter((node) => {
    if (!isElement(node)) return true;
    const holdsOnlyText = node.childNodes.length > 0 && !node.childNodes.some((child) => isElement(child));
    if (holdsOnlyText && markupProbe.test(textContent(node)) && markupProbe.test(innerHtml(node))) return false;
    removeMarkupLikeText(node);
    return true;
  });
}
