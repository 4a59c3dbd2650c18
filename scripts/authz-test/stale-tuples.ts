import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { TupleKey } from '../../functions/authz/engine';

interface Manifest {
  files: Array<{ file: string; staleTuples?: Array<TupleKey & { reason?: string }> }>;
}

const manifests = new Map<string, Manifest | undefined>();

function readManifest(dir: string): Manifest | undefined {
  if (!manifests.has(dir)) {
    const path = join(dir, 'manifest.json');
    manifests.set(dir, existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined);
  }
  return manifests.get(dir);
}

/**
 * Tuples of earlier stages that a conformance file's model no longer admits, from the conformance folder's
 * manifest.json (looked up in the file's folder and its parent). They are loaded into the store unvalidated,
 * as they would linger in a real store, so that the engine shows it ignores them as OpenFGA does.
 */
export function staleTuplesFor(path: string): TupleKey[] {
  for (const dir of [dirname(path), dirname(dirname(path))]) {
    const manifest = readManifest(dir);
    const entry = manifest?.files.find((file) => file.file === relative(dir, path));
    if (!entry) continue;
    return (entry.staleTuples ?? []).map(({ user, relation, object, condition }) => ({ user, relation, object, ...(condition ? { condition } : {}) }));
  }
  return [];
}
