import { findStoreFiles } from './find-files';
import { runStoreFile, type FileResult } from './run-store-file';

/** Runs every store file named by `args` (files, folders or globs), one after another. */
export async function runStoreFiles(args: string[]): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const path of findStoreFiles(args)) results.push(await runStoreFile(path));
  return results;
}
