import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { localBlobPath, verifyLocalBlob } from '../../functions/blobs/local-blob-signing';
import { normalizeBlobKey } from '../../schema/src/forms/image-keys';
import { maxImageBytes } from '../../schema/src/forms/images';

const keyOf = (request: Request) => {
  const path = (request.params as { key?: string[] }).key;
  return Array.isArray(path) ? path.join('/') : '';
};

/**
 * The file of a key inside the blob folder, or null for a key that is not canonical (S3 would keep `a/../b` as
 * its own key; a folder would resolve it to `b`) or that would leave the folder.
 */
function fileOf(root: string, key: string): string | null {
  if (normalizeBlobKey(key) !== key) return null;
  const file = resolve(root, key);
  return file.startsWith(resolve(root) + sep) ? file : null;
}

/**
 * The local stand-in for S3's signed addresses: PUT stores a body whose type and size match the signed ones,
 * GET serves it while its signature holds. Files live in `root` (DATA_DIR/blobs).
 */
export function mountLocalBlobs(app: Express, root: string) {
  app.put(`${localBlobPath}/{*key}`, express.raw({ type: () => true, limit: maxImageBytes + 1 }), async (request: Request, response: Response) => {
    const key = keyOf(request);
    const size = Number(request.query.size);
    const grant = { method: 'PUT' as const, key, expires: Number(request.query.expires), contentType: request.headers['content-type'] ?? '', size };
    const file = fileOf(root, key);
    if (!file || !verifyLocalBlob(grant, String(request.query.signature ?? ''))) {
      response.status(403).type('text/plain').send('The upload address is not valid or has expired.');
      return;
    }
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (body.length !== size) {
      response.status(400).type('text/plain').send(`The upload must be exactly ${size} bytes.`);
      return;
    }
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    response.status(200).end();
  });
  app.get(`${localBlobPath}/{*key}`, (request: Request, response: Response) => {
    const key = keyOf(request);
    const file = fileOf(root, key);
    const grant = { method: 'GET' as const, key, expires: Number(request.query.expires) };
    if (!file || !verifyLocalBlob(grant, String(request.query.signature ?? ''))) {
      response.status(403).type('text/plain').send('The image address is not valid or has expired.');
      return;
    }
    response.setHeader('Cache-Control', 'private, max-age=600');
    // The data folder is usually `.data`: a dot folder, which sendFile refuses unless told otherwise.
    response.sendFile(file, { dotfiles: 'allow' }, (error) => {
      if (error && !response.headersSent) response.status(404).type('text/plain').send('Not Found');
    });
  });
}
