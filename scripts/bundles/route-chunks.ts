/** One entry of Vite's build manifest (`.vite/manifest.json`): a chunk and what it loads. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: a code-splitting group's chunk is keyed `_{name}-{hash}.js` and has no `src`. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically (fetched before it runs). */
  imports?: string[];
  /** Manifest keys of the chunks it may import later (`import()`): not part of its load. */
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's build manifest: chunks keyed by their source path from the web root (`index.html`, `src/app/...`). */
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The files a route downloads before it renders: the HTML entry's chunk and the route's lazy chunk, each with the
 * chunks they import statically, transitively (what Vite preloads), and their CSS. Sorted, each file once.
 */
export function routeFiles(manifest: BuildManifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}.`);
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].sort();
}

/** The manifest key of the HTML entry (the one chunk marked `isEntry`). */
export function entryKey(manifest: BuildManifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the build manifest, found ${entries.length}.`);
  return entries[0] as string;
}
