import { describe, expect, it } from 'vitest';
import { htmlText, sanitizeHtml } from './sanitize';

describe('the server sanitizer', () => {
  it('removes scripts, handlers and javascript: links, keeping formatting', () => {
    expect(sanitizeHtml('<p onclick="x()"><i>hi</i><script>1</script><a href="javascript:alert(1)">x</a><img src=x></p>')).toBe('<p><i>hi</i><a>x</a></p>');
  });

  it('drops every style attribute and element, so a full-page position: fixed overlay is only its text', () => {
    const overlay = '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;background:white">Sign in again</div>';
    const styled = '<style>body { display: none }</style><p style="color: red; font-weight: bold">Due <b style="color:#c00">today</b></p>';

    expect(sanitizeHtml(overlay)).toBe('<div>Sign in again</div>');
    expect(sanitizeHtml(styled)).toBe('<p>Due <b>today</b></p>');
  });

  it("gives a body's text for a to-do's description, entities decoded and line breaks as spaces", () => {
    expect(htmlText('<p>Room<br>B-7 &amp; B-8</p><script>alert(1)</script>')).toBe('Room B-7 & B-8');
  });
});
