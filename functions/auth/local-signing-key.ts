import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { requireEnv } from './env';

/** The local adapter's ES256 key pair; `kid` is the public key's JWK thumbprint. */
export interface LocalSigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

export const signingAlgorithm = 'ES256';

const loaded = new Map<string, Promise<LocalSigningKey>>();

async function readOrCreateJwk(path: string): Promise<JWK> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
  const jwk = await exportJWK(privateKey);
  await mkdir(dirname(path), { recursive: true });
  try {
    // 'wx': when another process (a second harness, a parallel test) wrote the key first, use theirs.
    await writeFile(path, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
    return jwk;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(await readFile(path, 'utf8')) as JWK;
  }
}

async function load(path: string): Promise<LocalSigningKey> {
  const jwk = await readOrCreateJwk(path);
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d) {
    throw new Error(`The key at LOCAL_SIGNING_KEY_PATH (${path}) is not a P-256 private JWK.`);
  }
  const publicJwk: JWK = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return {
    kid: await calculateJwkThumbprint(publicJwk),
    privateKey: (await importJWK(jwk, signingAlgorithm)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, signingAlgorithm)) as CryptoKey,
  };
}

/**
 * The key pair the local identity adapter signs access tokens with, kept as a JWK file at
 * LOCAL_SIGNING_KEY_PATH so tokens stay valid across harness restarts. The file is created (mode 0600,
 * parent folders included) on first use. Loaded once per path and process.
 */
export function localSigningKey(): Promise<LocalSigningKey> {
  const path = requireEnv('LOCAL_SIGNING_KEY_PATH');
  let key = loaded.get(path);
  if (!key) {
    key = load(path);
    // A failed load is not cached: fixing the file and retrying should work without a restart.
    key.catch(() => loaded.delete(path));
    loaded.set(path, key);
  }
  return key;
}
