import { readdir, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/**
 * The local blob folder's files, for deleting and listing (the harness serves them: scripts/harness/
 * local-blobs.ts). LOCAL_BLOB_ROOT names the folder; the local stack sets it.
 */
function root(): string {
  const folder = process.env.LOCAL_BLOB_ROOT;
  if (!folder) throw new Error('LOCAL_BLOB_ROOT must be set to use the local blob store');
  return resolve(folder);
}

/** The folder of a prefix inside the root, or null for one that would leave it. */
function folderOf(prefix: string): string | null {
  const base = root();
  const folder = resolve(base, prefix);
  return folder.startsWith(base + sep) ? folder : null;
}

/** Every file below a folder, recursively (none when the folder is missing). */
async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesBelow(join(folder, entry.name)) : [join(folder, entry.name)])));
  return nested.flat();
}

/** Deletes the folder of a prefix (prefixes end with `/`); answers how many files it held. */
export async function deleteLocalBlobsUnder(prefix: string): Promise<number> {
  const folder = folderOf(prefix);
  if (!folder || !prefix.endsWith('/')) return 0;
  const count = (await filesBelow(folder)).length;
  await rm(folder, { recursive: true, force: true });
  return count;
}

/** The folder names directly under a prefix. */
export async function localBlobFoldersUnder(prefix: string): Promise<string[]> {
  const folder = folderOf(prefix);
  if (!folder) return [];
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}
