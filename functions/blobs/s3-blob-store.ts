import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { imageUrlSeconds } from '../../schema/src/forms/images';
import type { BlobStore } from './blob-store';

/**
 * S3 with presigned addresses. The upload's signature covers Content-Type and Content-Length, so S3 refuses a
 * body of another type or size than the one the server checked.
 */
export function s3BlobStore(bucket: string, client: S3Client = new S3Client({})): BlobStore {
  return {
    async uploadTarget({ key, contentType, size }) {
      const command = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size });
      const url = await getSignedUrl(client, command, {
        expiresIn: imageUrlSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return {
        url,
        headers: { 'Content-Type': contentType },
        expiresAt: new Date(Date.now() + imageUrlSeconds * 1000).toISOString(),
      };
    },
    viewUrl: (key) => getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: imageUrlSeconds }),
    async deleteUnder(prefix) {
      let deleted = 0;
      let token: string | undefined;
      do {
        // One listing page is at most 1,000 keys, which is also DeleteObjects' limit.
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
        deleted += keys.length;
        token = page.NextContinuationToken;
      } while (token);
      return deleted;
    },
    async foldersUnder(prefix) {
      const folders: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }));
        for (const common of page.CommonPrefixes ?? []) if (common.Prefix) folders.push(common.Prefix.slice(prefix.length, -1));
        token = page.NextContinuationToken;
      } while (token);
      return folders;
    },
  };
}
