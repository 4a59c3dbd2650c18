/**
 * IP addresses for OpenFGA's `ipaddress` condition parameter type and its `in_cidr` method: addresses are
 * parsed to (family, bigint) so that a CIDR test is a masked comparison.
 */

/** A parsed address: its family and its bits as one integer. */
export interface IpAddress {
  family: 4 | 6;
  value: bigint;
}

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255 || (part.length > 1 && part.startsWith('0'))) return undefined;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseGroups(text: string): bigint[] | undefined {
  if (text === '') return [];
  const groups = text.split(':');
  if (groups.some((group) => !/^[0-9a-fA-F]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => BigInt(`0x${group}`));
}

function parseIpv6(text: string): bigint | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = parseGroups(halves[0] ?? '');
  const tail = halves.length === 2 ? parseGroups(halves[1] ?? '') : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || (halves.length === 2 && missing < 1)) return undefined;
  const groups = [...head, ...Array<bigint>(halves.length === 2 ? missing : 0).fill(0n), ...tail];
  return groups.reduce((value, group) => (value << 16n) | group, 0n);
}

/** Parses an IPv4 or IPv6 address (no zone), or returns undefined. */
export function parseIpAddress(text: string): IpAddress | undefined {
  const v4 = parseIpv4(text);
  if (v4 !== undefined) return { family: 4, value: v4 };
  const v6 = text.includes(':') ? parseIpv6(text) : undefined;
  return v6 === undefined ? undefined : { family: 6, value: v6 };
}

/** Whether `address` lies in `cidr` (`192.168.0.0/24`); throws on a malformed CIDR, as OpenFGA errors. */
export function inCidr(address: string, cidr: string): boolean {
  const ip = parseIpAddress(address);
  const [network, bitsText] = cidr.split('/');
  const base = parseIpAddress(network ?? '');
  const width = base?.family === 4 ? 32 : 128;
  const bits = Number(bitsText);
  if (!ip || !base || !/^\d+$/.test(bitsText ?? '') || bits > width) throw new Error(`invalid CIDR '${cidr}'`);
  if (ip.family !== base.family) return false;
  const shift = BigInt(width - bits);
  return ip.value >> shift === base.value >> shift;
}
