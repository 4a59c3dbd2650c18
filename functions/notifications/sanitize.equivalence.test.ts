import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { purifyWithPolicy } from '../../schema/src/notifications/purify-policy';
import { hostileHtml } from './hostile-html';
import { sanitizeHtml } from './sanitize';

// The browser's sanitizer, as web/src/features/notifications/hooks/browser-sanitize.ts makes it, on jsdom.
const window = new JSDOM('').window;
const sanitizeInBrowser = purifyWithPolicy(createDOMPurify(window));

describe('the server sanitizer (sanitize-html) against the browser one (DOMPurify)', () => {
  it.each(hostileHtml)('gives the same HTML for %s', (_name, html) => {
    expect(sanitizeHtml(html)).toBe(sanitizeInBrowser(html));
  });
});
