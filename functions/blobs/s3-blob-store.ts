import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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
  };
}
