import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost parameters for new hashes. N = 2^15, r = 8 costs ~32 MB and tens of milliseconds per hash:
 * slow for an attacker with a stolen table, still quick enough to seed a few hundred demo users.
 */
const cost = { N: 2 ** 15, r: 8, p: 1 };
const saltBytes = 16;
const keyBytes = 32;
// Stored parameters are read back; bounding them stops a corrupted record from pinning a CPU or the heap.
const maxN = 2 ** 20;
const prefix = 'scrypt';

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  // 128 * N * r bytes is what scrypt needs; Node's default maxmem (32 MB) is too tight for N = 2^15.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password for storage with scrypt and a random salt. The result carries its own parameters:
 * `scrypt$N$r$p$<salt base64url>$<hash base64url>`, so the cost can grow without breaking old hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, keyBytes, cost);
  return [prefix, cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const [name, n, r, p, salt, key, ...rest] = stored.split('$');
  if (name !== prefix || rest.length > 0 || !salt || !key) return undefined;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  const valid = [N, R, P].every(Number.isSafeInteger) && N > 1 && N <= maxN && (N & (N - 1)) === 0;
  if (!valid || R < 1 || R > 32 || P < 1 || P > 16) return undefined;
  const parsed = { N, r: R, p: P, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
  return parsed.salt.length > 0 && parsed.key.length > 0 ? parsed : undefined;
}

/**
 * Checks a password against a hash made by {@link hashPassword}, in constant time. A malformed stored value
 * answers false rather than throwing, so one corrupt credential cannot break sign-in for everybody.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(candidate, parsed.key);
}
