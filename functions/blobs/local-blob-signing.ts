import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The path the local harness serves blobs under. */
export const localBlobPath = '/local-blobs';

// One secret per process: the harness that checks the signatures runs in the process that makes them.
function secret(): string {
  process.env.LOCAL_BLOB_SECRET ??= randomBytes(32).toString('hex');
  return process.env.LOCAL_BLOB_SECRET;
}

/** What a local signature binds: the operation, the key, the expiry and, for an upload, the type and size. */
export interface LocalBlobGrant {
  method: 'PUT' | 'GET';
  key: string;
  expires: number;
  contentType?: string;
  size?: number;
}

const payload = (grant: LocalBlobGrant) =>
  [grant.method, grant.key, grant.expires, grant.contentType ?? '', grant.size ?? ''].join('\n');

export function signLocalBlob(grant: LocalBlobGrant): string {
  return createHmac('sha256', secret()).update(payload(grant)).digest('hex');
}

/** Whether a signature is valid for the grant and has not expired. */
export function verifyLocalBlob(grant: LocalBlobGrant, signature: string, now = Date.now()): boolean {
  if (!Number.isFinite(grant.expires) || grant.expires < now) return false;
  const expected = Buffer.from(signLocalBlob(grant), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
