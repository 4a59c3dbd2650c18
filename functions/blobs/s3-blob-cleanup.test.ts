import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { s3BlobStore } from './s3-blob-store';

const s3 = mockClient(S3Client);
const store = s3BlobStore('forms-images', new S3Client({ region: 'us-west-2' }));

beforeEach(() => s3.reset());

describe("the S3 blob store's cleanup (test support)", () => {
  it('deletes every object under a prefix, page by page, and answers how many', async () => {
    s3.on(ListObjectsV2Command, { ContinuationToken: undefined }).resolves({ Contents: [{ Key: 'forms/f1/q1/a.png' }, { Key: 'forms/f1/q2/b.png' }], NextContinuationToken: 'next' });
    s3.on(ListObjectsV2Command, { ContinuationToken: 'next' }).resolves({ Contents: [{ Key: 'forms/f1/q3/c.png' }] });

    const deleted = await store.deleteUnder('forms/f1/');

    expect(deleted).toBe(3);
    expect(s3.commandCalls(ListObjectsV2Command).map((call) => call.args[0].input.Prefix)).toEqual(['forms/f1/', 'forms/f1/']);
    expect(s3.commandCalls(DeleteObjectsCommand).map((call) => call.args[0].input.Delete?.Objects?.map((object) => object.Key))).toEqual([
      ['forms/f1/q1/a.png', 'forms/f1/q2/b.png'],
      ['forms/f1/q3/c.png'],
    ]);
  });

  it('sends no delete for an empty prefix', async () => {
    s3.on(ListObjectsV2Command).resolves({});

    expect(await store.deleteUnder('forms/none/')).toBe(0);
    expect(s3.commandCalls(DeleteObjectsCommand)).toHaveLength(0);
  });

  it("lists the folders directly under a prefix by S3's delimiter", async () => {
    s3.on(ListObjectsV2Command).resolves({ CommonPrefixes: [{ Prefix: 'forms/f1/' }, { Prefix: 'forms/f2/' }] });

    expect(await store.foldersUnder('forms/')).toEqual(['f1', 'f2']);
    expect(s3.commandCalls(ListObjectsV2Command)[0]?.args[0].input).toMatchObject({ Bucket: 'forms-images', Prefix: 'forms/', Delimiter: '/' });
  });
});
