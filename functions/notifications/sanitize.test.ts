import { describe, expect, it } from 'vitest';
import { htmlText, sanitizeHtml } from './sanitize';

describe('the server sanitizer', () => {
  it('removes scripts, handlers and javascript: links, keeping formatting', () => {
    expect(sanitizeHtml('<p onclick="x()"><i>hi</i><script>1</script><a href="javascript:alert(1)">x</a><img src=x></p>')).toBe('<p><i>hi</i><a>x</a></p>');
  });

  it("gives a body's text for a to-do's description, entities decoded and line breaks as spaces", () => {
    expect(htmlText('<p>Room<br>B-7 &amp; B-8</p><script>alert(1)</script>')).toBe('Room B-7 & B-8');
  });
});
