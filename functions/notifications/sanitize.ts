import sanitize, { type IOptions } from 'sanitize-html';
import { keptAttributeValue, notificationHtmlPolicy } from '../../schema/src/notifications/html-policy';
import type { SanitizeHtml } from '../../schema/src/notifications/render';
import { innerHtml, parseAsBrowser } from './browser-parse';
import { removeMarkupLikeText } from './markup-in-text';

// Every attribute goes through the policy's rule (the same one DOMPurify's hook applies in the browser);
// sanitize-html's own attribute and URL checks then only see values the policy kept.
function policyAttributes(tagName: string, attribs: sanitize.Attributes) {
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const keptValue = keptAttributeValue(name, value);
    if (keptValue !== undefined) kept[name] = keptValue;
  }
  return { tagName, attribs: kept };
}

const policyOptions: IOptions = {
  allowedTags: [...notificationHtmlPolicy.tags],
  allowedAttributes: { '*': [...notificationHtmlPolicy.attributes] },
  allowedSchemes: ['http', 'https', 'mailto'],
  nonTextTags: [...notificationHtmlPolicy.removedWithContent],
  disallowedTagsMode: 'discard',
  // The policy allows no `style`; sanitize-html need not parse any.
  parseStyleAttributes: false,
  transformTags: { '*': policyAttributes },
};

/** HTML as DOMPurify sees it before applying its allowlists: parsed as a browser parses it, mutation-XSS shapes removed. */
function asDomPurifyReads(html: string): string {
  const body = parseAsBrowser(html);
  removeMarkupLikeText(body);
  return innerHtml(body);
}

/**
 * The notification policy on the server without a DOM (no jsdom in any function): the HTML parsed as a
 * browser parses it, sanitize-html applying the policy, the result written as a browser writes it. Parsing
 * as the browser does leaves no parser difference to exploit, and gives the output DOMPurify gives in the
 * browser, which sanitize.equivalence.test.ts and sanitize.fuzz.test.ts hold it to.
 */
export const sanitizeHtml: SanitizeHtml = (html) =>
  // Without a `<` there is no markup: DOMPurify answers such text unchanged, entities and all.
  html.includes('<') ? asBrowsersWrite(sanitize(asDomPurifyReads(html), policyOptions)) : html;

/**
 * sanitize-html's output written as a browser serializes it: void elements without ` /`, non-breaking spaces
 * as `&nbsp;`. Text `<` is escaped in the output, so every literal `<br ... />` is a tag. (Parsing it again
 * instead would not do: a parse drops the newline opening a `pre`, a second time.)
 */
function asBrowsersWrite(html: string): string {
  return html.replace(/<(br|hr)((?: [a-z]+="[^"]*")*) \/>/g, '<$1$2>').replace(/\u00a0/g, '&nbsp;');
}

const textOnlyOptions: IOptions = { ...policyOptions, allowedTags: [], allowedAttributes: {} };

// sanitize-html escapes only these in text; undoing them gives the text back.
const escapes: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

/** The text of a body, as the policy would keep it (a to-do's description in the Action Items shows text only). */
export function htmlText(html: string): string {
  const escaped = sanitize(asDomPurifyReads(html.replace(/<br\s*\/?>/gi, ' ')), textOnlyOptions);
  return escaped.replace(/&(?:lt|gt|quot|amp);/g, (entity) => escapes[entity] ?? entity).replace(/\s+/g, ' ').trim();
}
