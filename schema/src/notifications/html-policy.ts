/**
 * What a notification body may keep: formatting, tables and links, nothing active and no CSS. One policy,
 * enforced by DOMPurify in the browser's preview and by sanitize-html on the server (no DOM there), so a mail
 * carries exactly what its author previewed. `style` attributes and elements are dropped whole: a style
 * allowlist is one property away from a `position: fixed` overlay over the page that shows the mail
 * (issue 12, finding 9), and mail clients differ in what CSS they honour anyway.
 */
export const notificationHtmlPolicy = {
  tags: ['a', 'b', 'blockquote', 'br', 'code', 'div', 'em', 'h1', 'h2', 'h3', 'h4', 'hr', 'i', 'li', 'ol', 'p', 'pre', 'span', 'strong', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'u', 'ul'],
  attributes: ['href', 'title', 'colspan', 'rowspan'],
  /**
   * Elements removed together with everything inside them (DOMPurify's FORBID_CONTENTS); any other element
   * not allowed is removed and its content kept.
   */
  removedWithContent: [
    'annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn', 'mo', 'ms',
    'mtext', 'noembed', 'noframes', 'noscript', 'plaintext', 'script', 'selectedcontent', 'style', 'svg', 'template',
    'title', 'video', 'xmp',
  ],
} as const;

// Attributes whose value is free text (DOMPurify's URI-safe attributes); the others must look like a safe URL.
const freeTextAttributes = new Set(['title']);
// http(s), mail and site-relative links; digits for colspan and rowspan.
const allowedUri = /^(?:https?:|mailto:|\/|\d+$)/i;
// What DOMPurify strips before testing a URL, so `java\tscript:` is seen as `javascript:`.
const attributeWhitespace = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
// Values that could close the element they sit in when markup is re-parsed (DOMPurify's SAFE_FOR_XML rule).
const markupBreakout = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)|\/>/i;

/**
 * The value an allowed attribute keeps (trimmed), or undefined when the attribute must go: a name not allowed
 * (`style` among them), an empty value, a URL of another scheme, markup in it.
 */
export function keptAttributeValue(name: string, value: string): string | undefined {
  const lowerName = name.toLowerCase();
  if (!(notificationHtmlPolicy.attributes as readonly string[]).includes(lowerName)) return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || markupBreakout.test(trimmed)) return undefined;
  if (freeTextAttributes.has(lowerName)) return trimmed;
  return allowedUri.test(trimmed.replace(attributeWhitespace, '')) ? trimmed : undefined;
}
