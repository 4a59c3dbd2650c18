import { describe, expect, it } from 'vitest';
import { entryKey, routeFiles, type BuildManifest } from './route-chunks';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_apollo.js'], dynamicImports: ['src/home.tsx', 'src/builder.tsx'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_apollo.js': { file: 'assets/apollo.js', imports: ['_react.js'] },
  '_mui.js': { file: 'assets/mui.js', imports: ['_react.js'] },
  'src/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_mui.js'] },
  'src/builder.tsx': { file: 'assets/builder.js', isDynamicEntry: true, imports: ['_mui.js', '_dnd.js'] },
  '_dnd.js': { file: 'assets/dnd.js' },
};

describe('routeFiles', () => {
  it("counts the entry, the route's chunk and what they import statically, each once, with their CSS", () => {
    expect(routeFiles(manifest, [entryKey(manifest), 'src/home.tsx'])).toEqual([
      'assets/apollo.js',
      'assets/home.js',
      'assets/index.css',
      'assets/index.js',
      'assets/mui.js',
      'assets/react.js',
    ]);
  });

  it('leaves out the chunks only other routes load (dynamic imports)', () => {
    const files = routeFiles(manifest, [entryKey(manifest), 'src/home.tsx']);

    expect(files).not.toContain('assets/builder.js');
    expect(files).not.toContain('assets/dnd.js');
  });

  it('fails on a route the build does not have, rather than measuring nothing', () => {
    expect(() => routeFiles(manifest, ['src/renamed-home.tsx'])).toThrow(/no chunk for src\/renamed-home.tsx/);
  });
});
