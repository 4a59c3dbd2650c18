import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Whether an address is link-local: IPv4 169.254.0.0/16 (where cloud instance metadata lives, 169.254.169.254),
 * IPv6 fe80::/10, AWS's IPv6 metadata address fd00:ec2::254, and IPv4-mapped forms of these.
 */
export function isLinkLocal(address: string): boolean {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isLinkLocal(mapped[1]!);
  if (isIP(lower) === 4) return lower.startsWith('169.254.');
  if (isIP(lower) === 6) return /^fe[89ab][0-9a-f]:/.test(lower) || lower === 'fd00:ec2::254';
  return false;
}

/** How an integration URL is resolved to addresses (replaceable in tests). */
export type Resolve = (hostname: string) => Promise<string[]>;

const resolveWithDns: Resolve = async (hostname) => (await lookup(hostname, { all: true })).map((entry) => entry.address);

/**
 * Why an integration trigger's URL may not be called, or null when it may: only http and https, and never a
 * link-local address (by literal or by what the host name resolves to), so a trigger cannot read instance
 * metadata. A name that does not resolve is left to the call, which fails and is retried like any network error.
 */
export async function refusedUrl(url: string, resolve: Resolve = resolveWithDns): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not a URL.`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `Only http and https URLs are called (not ${parsed.protocol}).`;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return null;
  }
  return addresses.some(isLinkLocal) ? `${parsed.hostname} is a link-local (metadata) address, which integrations may not call.` : null;
}
