import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so paths do not depend on the directory `cdk` is started from. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The campus configuration every deploy provisions. */
export const campusConfigFile = join(repoRoot, 'infra', 'config', 'campuses.json');

/** The Vite build of the web app (`npm run build:web`). */
export const webBuildFolder = join(repoRoot, 'dist', 'web');

/** Where a function's Lambda entry lives: functions/<name>/handler.ts. */
export type EntryOf = (name: string) => string;

/** The entry of functions/<name>/handler.ts; infra names functions only by this path. */
export const functionEntry: EntryOf = (name) => join(repoRoot, 'functions', name, 'handler.ts');

/** The web build folder when it has been built, else undefined (unit tests, synth before a web build). */
export function builtWebAssets(folder = webBuildFolder): string | undefined {
  return existsSync(join(folder, 'index.html')) ? folder : undefined;
}
