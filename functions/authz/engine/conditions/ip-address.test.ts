import { describe, expect, it } from 'vitest';
import { inCidr, parseIpAddress } from './ip-address';

describe('IP addresses', () => {
  it('parses IPv4 and IPv6, and refuses malformed addresses', () => {
    expect(parseIpAddress('192.168.0.1')).toEqual({ family: 4, value: 0xc0a80001n });
    expect(parseIpAddress('::1')).toEqual({ family: 6, value: 1n });
    expect(parseIpAddress('2001:db8::')?.family).toBe(6);
    expect(parseIpAddress('256.1.1.1')).toBeUndefined();
    expect(parseIpAddress('1.2.3')).toBeUndefined();
    expect(parseIpAddress('1::2::3')).toBeUndefined();
  });

  it('tests membership of a CIDR range', () => {
    expect(inCidr('192.168.0.1', '192.168.0.0/24')).toBe(true);
    expect(inCidr('192.168.1.0', '192.168.0.0/24')).toBe(false);
    expect(inCidr('2001:db8::5', '2001:db8::/32')).toBe(true);
    expect(inCidr('10.0.0.1', '2001:db8::/32')).toBe(false);
    expect(() => inCidr('10.0.0.1', '10.0.0.0/33')).toThrow(/invalid CIDR/);
  });
});
