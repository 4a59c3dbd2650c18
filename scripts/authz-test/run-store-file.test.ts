import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStoreFiles } from './find-files';
import { failureLines, summaryLine } from './report';
import { runStoreFiles } from './run-files';

const model = `model
  schema 1.1
type user
type document
  relations
    define viewer: [user, user with open]
condition open(status: string, note: string) {
  status == "open"
}
`;

const storeFile = (expectation: boolean) => `name: sample
model_file: ./model.fga
tuple_file: ./tuples.csv
tests:
  - name: viewers
    tuples:
      - user: user:bob
        relation: viewer
        object: document:2
    check:
      - user: user:anne
        objects: [document:1, document:2]
        context: { status: open }
        assertions:
          viewer: ${expectation}
    list_objects:
      - user: user:bob
        type: document
        assertions:
          viewer: [document:2]
    list_users:
      - object: document:2
        user_filter: [{ type: user }]
        context: { status: open }
        assertions:
          viewer:
            users: [user:anne, user:bob]
`;

/** The CLI's CSV tuple format; the quoted JSON context holds commas and doubled quotes. */
const csv = (status: string) => 'user_type,user_id,user_relation,relation,object_type,object_id,condition_name,condition_context\n'
  + 'user,anne,,viewer,document,1,,\n'
  + `user,anne,,viewer,document,2,open,"{""status"":""${status}"",""note"":""a, b""}"\n`;

function sampleFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'authz-test-'));
  mkdirSync(join(dir, 'nested'));
  writeFileSync(join(dir, 'model.fga'), model);
  writeFileSync(join(dir, 'tuples.csv'), csv('open'));
  writeFileSync(join(dir, 'pass.fga.yaml'), storeFile(true));
  writeFileSync(join(dir, 'nested', 'model.fga'), model);
  writeFileSync(join(dir, 'nested', 'tuples.csv'), csv('closed'));
  writeFileSync(join(dir, 'nested', 'fail.fga.yaml'), storeFile(true));
  return dir;
}

describe('the store-file runner', () => {
  it('finds store files in folders and through globs', () => {
    const dir = sampleFolder();

    expect(findStoreFiles([dir])).toEqual([join(dir, 'nested', 'fail.fga.yaml'), join(dir, 'pass.fga.yaml')]);
    expect(findStoreFiles([join(dir, '**/*.fga.yaml')])).toHaveLength(2);
    expect(findStoreFiles([join(dir, '*.fga.yaml')])).toEqual([join(dir, 'pass.fga.yaml')]);
  });

  it('runs model_file, CSV tuple files and test tuples, counting each assertion', async () => {
    const dir = sampleFolder();

    const [file] = await runStoreFiles([join(dir, 'pass.fga.yaml')]);

    expect(file && failureLines(file)).toEqual([]);
    expect(summaryLine(file ? [file] : [])).toBe('4 passed, 0 failed');
  });

  it('reports each failing assertion with what was expected and what came back', async () => {
    const dir = sampleFolder();

    const files = await runStoreFiles([join(dir, 'nested')]);

    expect(summaryLine(files)).toBe('2 passed, 2 failed');
    expect(files[0] && failureLines(files[0], dir).join('\n')).toMatch(/check user:anne viewer document:2 .*expected true, got false/);
  });
});
