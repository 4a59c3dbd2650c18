import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

const storeFileSuffix = '.fga.yaml';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** A glob (`*`, `**`, `?`) as a regular expression over absolute paths. */
function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index] ?? '';
    if (char === '*' && pattern[index + 1] === '*') {
      // `**/` matches any number of folders, including none.
      source += pattern[index + 2] === '/' ? '(?:.*/)?' : '.*';
      index += pattern[index + 2] === '/' ? 2 : 1;
    } else if (char === '*') {
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else {
      source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

function expandGlob(pattern: string): string[] {
  const absolute = resolve(pattern).split(sep).join('/');
  const firstWild = absolute.search(/[*?]/);
  const base = absolute.slice(0, absolute.lastIndexOf('/', firstWild) + 1) || '/';
  if (!existsSync(base)) return [];
  const matcher = globToRegExp(absolute);
  return walk(base).filter((path) => matcher.test(path.split(sep).join('/')));
}

/**
 * The store files named by the arguments: files as given, folders searched for `*.fga.yaml`, and globs
 * (for shells that pass them unexpanded). Sorted and without duplicates.
 */
export function findStoreFiles(args: string[]): string[] {
  const files = args.flatMap((arg) => {
    if (/[*?]/.test(arg)) return expandGlob(arg);
    if (existsSync(arg) && statSync(arg).isDirectory()) return walk(resolve(arg)).filter((path) => path.endsWith(storeFileSuffix));
    return [resolve(arg)];
  });
  return [...new Set(files)].sort();
}
