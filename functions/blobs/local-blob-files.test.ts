import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteLocalBlobsUnder, localBlobFoldersUnder } from './local-blob-files';

let root: string;
const previous = process.env.LOCAL_BLOB_ROOT;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'blobs-'));
  process.env.LOCAL_BLOB_ROOT = join(root, 'blobs');
  mkdirSync(join(root, 'blobs', 'forms', 'f1', 'q1'), { recursive: true });
  mkdirSync(join(root, 'blobs', 'forms', 'f2'), { recursive: true });
  writeFileSync(join(root, 'blobs', 'forms', 'f1', 'q1', 'a.png'), 'a');
  writeFileSync(join(root, 'blobs', 'forms', 'f1', 'q1', 'b.png'), 'b');
  writeFileSync(join(root, 'secret.txt'), 'outside the blob folder');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  process.env.LOCAL_BLOB_ROOT = previous;
});

describe('the local blob folder (test support)', () => {
  it("deletes a form's folder and answers how many files it held", async () => {
    expect(await deleteLocalBlobsUnder('forms/f1/')).toBe(2);
    expect(existsSync(join(root, 'blobs', 'forms', 'f1'))).toBe(false);
    expect(await localBlobFoldersUnder('forms/')).toEqual(['f2']);
  });

  it('deletes nothing outside the blob folder, nor a prefix that is not a folder', async () => {
    expect(await deleteLocalBlobsUnder('../')).toBe(0);
    expect(await deleteLocalBlobsUnder('forms/f1')).toBe(0);
    expect(existsSync(join(root, 'secret.txt'))).toBe(true);
    expect(existsSync(join(root, 'blobs', 'forms', 'f1', 'q1', 'a.png'))).toBe(true);
  });
});
