import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps paths of this app', () => {
    expect(safeReturnTo('/form/abc?tab=2')).toBe('/form/abc?tab=2');
  });

  it('refuses other sites, protocol-relative addresses and the login page', () => {
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('/login?returnTo=/x')).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the page to come back to', () => {
    expect(loginPathFor('/template/g1')).toBe('/login?returnTo=%2Ftemplate%2Fg1');
    expect(loginPathFor('/')).toBe('/login');
  });
});
