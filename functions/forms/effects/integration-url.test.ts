import { describe, expect, it } from 'vitest';
import { isLinkLocal, refusedUrl } from './integration-url';

const resolvesTo = (...addresses: string[]) => () => Promise.resolve(addresses);

describe('isLinkLocal', () => {
  it('knows the link-local ranges where instance metadata lives', () => {
    expect(['169.254.169.254', '169.254.0.1', 'fe80::1', 'fd00:ec2::254', '::ffff:169.254.169.254'].map(isLinkLocal)).toEqual([true, true, true, true, true]);
  });

  it('leaves other addresses alone', () => {
    expect(['127.0.0.1', '10.0.0.1', '170.254.1.1', '::1', 'example.edu'].map(isLinkLocal)).toEqual([false, false, false, false, false]);
  });
});

describe('refusedUrl', () => {
  it('allows http and https URLs of ordinary hosts', async () => {
    expect(await refusedUrl('https://ehs.example.edu/hook', resolvesTo('93.184.216.34'))).toBeNull();
    expect(await refusedUrl('http://127.0.0.1:8080/hook')).toBeNull();
  });

  it('refuses other schemes', async () => {
    expect(await refusedUrl('file:///etc/passwd')).toBe('Only http and https URLs are called (not file:).');
  });

  it('refuses the metadata address, literally or through a host name that resolves to it', async () => {
    expect(await refusedUrl('http://169.254.169.254/latest/meta-data/')).toBe('169.254.169.254 is a link-local (metadata) address, which integrations may not call.');
    expect(await refusedUrl('http://[fe80::1]/x')).toMatch(/link-local/);
    expect(await refusedUrl('http://metadata.internal/x', resolvesTo('10.0.0.2', '169.254.169.254'))).toMatch(/^metadata.internal is a link-local/);
  });
});
