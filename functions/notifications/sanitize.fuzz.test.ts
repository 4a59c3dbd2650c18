import createDOMPurify from 'dompurify';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { purifyWithPolicy } from '../../schema/src/notifications/purify-policy';
import { innerHtml, parseAsBrowser } from './browser-parse';
import { sanitizeHtml } from './sanitize';

const window = new JSDOM('').window;
const sanitizeInBrowser = purifyWithPolicy(createDOMPurify(window));

/**
 * Whether jsdom builds the HTML standard's tree for this markup (parse5 with its own tree adapter). It does
 * not for text foster-parented out of a table (jsdom issue 3317: browsers put it before the table, jsdom
 * after), and there jsdom is no stand-in for a browser.
 */
function jsdomParsesAsBrowsers(html: string): boolean {
  const standard = serialize(parse(html, { scriptingEnabled: false }));
  const jsdom = new window.DOMParser().parseFromString(html, 'text/html').documentElement.outerHTML;
  return standard === jsdom;
}

/**
 * Whether the markup's tree survives a round trip: parsed, written, parsed again. Foster parenting and
 * quirks mode build trees that do not (a form or a table inside a paragraph); sanitize-html parses the written
 * tree again with htmlparser2, which closes the paragraph by HTML's usual rules, so there the two differ by
 * an empty paragraph (and DOMPurify's own output changes when parsed again). Such markup is left out.
 */
function survivesRoundTrip(html: string): boolean {
  const once = innerHtml(parseAsBrowser(html));
  return innerHtml(parseAsBrowser(once)) === once;
}

/**
 * The DOM sanitized HTML becomes in a standards-mode page (the web app's pages, most mail clients): serialized
 * strings may differ where a tree does not survive a round trip through the parser (a table inside a
 * paragraph in quirks mode, a newline opening a pre), while what the reader gets is the same.
 */
function rendered(html: string): string {
  return new window.DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body.innerHTML;
}

// Allowed and forbidden tags, including ones the parser treats specially (raw text, tables, foreign content).
const tagNames = ['p', 'b', 'i', 'a', 'div', 'span', 'table', 'tr', 'td', 'th', 'tbody', 'li', 'ul', 'pre', 'br', 'hr', 'h1', 'script', 'style', 'svg', 'math', 'noscript', 'textarea', 'title', 'img', 'iframe', 'template', 'select', 'option', 'font', 'form'];
const attributeNames = ['href', 'title', 'style', 'colspan', 'onclick', 'src', 'data-x', 'id', 'class'];
const attributeValues = ['https://example.edu/', 'javascript:alert(1)', ' /x ', '2', 'color: red', 'position: fixed; top: 0', '"><script>alert(1)</script>', '</style><img src=x onerror=alert(1)>', 'a/>b', ''];
const texts = ['hello', ' ', '&amp;', '&lt;b&gt;', '<', '>', '&nbsp;', '"', "'", '\n', 'x < y', '<!-- c -->', '<![CDATA[x]]>', '</', '&#106;'];

const attribute = fc.tuple(fc.constantFrom(...attributeNames), fc.constantFrom(...attributeValues)).map(([name, value]) => ` ${name}="${value}"`);
const token = fc.oneof(
  fc.tuple(fc.constantFrom(...tagNames), fc.array(attribute, { maxLength: 2 })).map(([name, attributes]) => `<${name}${attributes.join('')}>`),
  fc.constantFrom(...tagNames).map((name) => `</${name}>`),
  fc.constantFrom(...texts),
);
const markup = fc.array(token, { maxLength: 12 }).map((tokens) => tokens.join(''));

describe('the server sanitizer on generated markup', () => {
  // 400 markups, each parsed several times by jsdom and parse5: about a second alone, longer beside other tests.
  it('renders as DOMPurify with the policy does, for any mix of tags, attributes and text', () => {
    fc.assert(
      fc.property(markup, (html) => {
        fc.pre(jsdomParsesAsBrowsers(html) && survivesRoundTrip(html));
        expect(rendered(sanitizeHtml(html))).toBe(rendered(sanitizeInBrowser(html)));
      }),
      { seed: 20261124, numRuns: 400 },
    );
  }, 60_000);
});
