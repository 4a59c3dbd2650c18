import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deflateRawSync } from 'node:zlib';

// Per file: a local header (30 bytes) and a central directory entry (46 bytes), each with the name; one
// end-of-central-directory record (22 bytes) for the archive.
const localHeader = 30;
const centralEntry = 46;
const endRecord = 22;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The size of the zip CDK uploads for an asset folder: every file deflated (the smaller of deflated and
 * stored, as zip writers choose) plus zip's headers. Computed, not written, so no zip tool is needed.
 */
export function zipSize(dir: string): number {
  return filesUnder(dir).reduce((total, path) => {
    const name = Buffer.byteLength(relative(dir, path));
    const content = readFileSync(path);
    const stored = Math.min(deflateRawSync(content, { level: 9 }).length, statSync(path).size);
    return total + localHeader + centralEntry + 2 * name + stored;
  }, endRecord);
}
