import { localBlobStore } from './local-blob-store';
import { s3BlobStore } from './s3-blob-store';

/** Where the browser sends one upload: the address and the headers the PUT must carry exactly. */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
  expiresAt: string;
}

/** What an upload declares: its key, type and exact size (the signature binds all three). */
export interface UploadRequest {
  key: string;
  contentType: string;
  size: number;
}

/**
 * Image files: uploaded by the browser straight to storage with a short-lived signed PUT, and viewed through
 * short-lived signed addresses. S3 in AWS; a folder behind the local harness otherwise.
 */
export interface BlobStore {
  uploadTarget(request: UploadRequest): Promise<UploadTarget>;
  viewUrl(key: string): Promise<string>;
  /** Deletes every blob whose key starts with `prefix` (test support's cleanup); answers how many. */
  deleteUnder(prefix: string): Promise<number>;
  /** The names of the folders directly under `prefix` (`forms/` lists form ids), for finding orphans. */
  foldersUnder(prefix: string): Promise<string[]>;
}

let store: BlobStore | undefined;

/** The blob store of this environment: S3 when BLOB_BUCKET is set, else the local folder. */
export function blobStore(): BlobStore {
  store ??= process.env.BLOB_BUCKET ? s3BlobStore(process.env.BLOB_BUCKET) : localBlobStore();
  return store;
}
