import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';

const guestKeysSchema = z.object({ apiKey: z.string().min(1), tokenSecret: z.string().min(32) });

/**
 * The local stand-ins for what the API stack makes in AWS: the guests' AppSync API key and the secret guest
 * tokens and cookies are signed with (Secrets Manager there). Made once per data folder, kept in a file beside
 * the signing key, so a guest's cookie survives a restart.
 */
export function readOrCreateGuestKeys(path: string): z.infer<typeof guestKeysSchema> {
  try {
    return guestKeysSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = { apiKey: `da2-local${randomBytes(12).toString('hex')}`, tokenSecret: randomBytes(32).toString('base64url') };
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return guestKeysSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  }
}
