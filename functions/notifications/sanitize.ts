import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeOptions, type SanitizeHtml } from '../../schema/src/notifications/render';

let purify: ReturnType<typeof createDOMPurify> | undefined;

/**
 * DOMPurify on a jsdom window: the same sanitizer (and options) the browser's preview uses, so the mail is
 * exactly what the author previewed. One window per process, made on first use.
 */
export const sanitizeHtml: SanitizeHtml = (html) => {
  purify ??= createDOMPurify(new JSDOM('').window);
  return purify.sanitize(html, sanitizeOptions);
};

/** The text of sanitized HTML (a TODO's description in the Action Items shows text only). */
export function htmlText(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window);
  const fragment = purify.sanitize(html.replace(/<br\s*\/?>/gi, ' '), { ...sanitizeOptions, RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}
