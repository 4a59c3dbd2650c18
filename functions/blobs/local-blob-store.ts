import { normalizeBlobKey } from '../../schema/src/forms/image-keys';
import { imageUrlSeconds } from '../../schema/src/forms/images';
import type { BlobStore } from './blob-store';
import { deleteLocalBlobsUnder, localBlobFoldersUnder } from './local-blob-files';
import { localBlobPath, signLocalBlob } from './local-blob-signing';

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

// A folder resolves `a/../b` to `b` where S3 keeps it as its own key: the local store signs canonical keys only.
function canonical(key: string): string {
  if (normalizeBlobKey(key) !== key) throw new Error(`Blob key ${key} is not canonical.`);
  return key;
}

/** The local stand-in for S3: signed addresses on the harness's /local-blobs path, files in a folder. */
export function localBlobStore(): BlobStore {
  return {
    async uploadTarget({ key, contentType, size }) {
      const expires = Date.now() + imageUrlSeconds * 1000;
      const signature = signLocalBlob({ method: 'PUT', key: canonical(key), expires, contentType, size });
      const query = new URLSearchParams({ expires: String(expires), size: String(size), signature });
      return {
        url: `${localBlobPath}/${encodeKey(key)}?${query.toString()}`,
        headers: { 'Content-Type': contentType },
        expiresAt: new Date(expires).toISOString(),
      };
    },
    async viewUrl(key) {
      const expires = Date.now() + imageUrlSeconds * 1000;
      const signature = signLocalBlob({ method: 'GET', key: canonical(key), expires });
      return `${localBlobPath}/${encodeKey(key)}?${new URLSearchParams({ expires: String(expires), signature }).toString()}`;
    },
    deleteUnder: deleteLocalBlobsUnder,
    foldersUnder: localBlobFoldersUnder,
  };
}
