import { describe, expect, it } from 'vitest';
import { originVerifyHeader } from '../../schema/src/operations/origin-verify';
import { cameThroughCdn } from './origin-guard';

const request = (headers: Record<string, string>) => ({ headers });

describe('cameThroughCdn', () => {
  it('accepts a request carrying the origin secret, whatever the header case', () => {
    expect(cameThroughCdn(request({ 'X-Origin-Verify': 's3cret' }), 's3cret')).toBe(true);
  });

  it('refuses a request without the header or with another value when a secret is configured', () => {
    expect(cameThroughCdn(request({}), 's3cret')).toBe(false);
    expect(cameThroughCdn(request({ [originVerifyHeader]: 's3cre' }), 's3cret')).toBe(false);
    expect(cameThroughCdn(request({ [originVerifyHeader]: '' }), 's3cret')).toBe(false);
  });

  it('lets every request through where no CDN fronts the function (no secret configured)', () => {
    expect(cameThroughCdn(request({}), undefined)).toBe(true);
  });
});
