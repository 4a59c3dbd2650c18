import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3BlobStore } from './s3-blob-store';

const client = new S3Client({ region: 'us-west-2', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });

describe('the S3 blob store', () => {
  it('signs uploads for the exact type and size, valid for 15 minutes', async () => {
    const target = await s3BlobStore('forms-images', client).uploadTarget({ key: 'forms/f1/q1/a.png', contentType: 'image/png', size: 1234 });
    const url = new URL(target.url);

    expect(url.hostname).toBe('forms-images.s3.us-west-2.amazonaws.com');
    expect(url.pathname).toBe('/forms/f1/q1/a.png');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(target.headers).toEqual({ 'Content-Type': 'image/png' });
  });

  it('signs views of one key', async () => {
    const url = new URL(await s3BlobStore('forms-images', client).viewUrl('forms/f1/q1/a.png'));

    expect(url.pathname).toBe('/forms/f1/q1/a.png');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
