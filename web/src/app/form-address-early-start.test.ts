import { describe, expect, it } from 'vitest';
import { routeMatches } from '@/lib/routing/route-matches';
import { formPreloadScript, formRoutePattern } from '../../vite-plugins/form-document-preload';
import type { PreloadHandle } from './route-preloads';
import { routeTable } from './route-table';

/** Whether the route table gives an address a preload (the form routes' Form query). */
const hasPreload = (path: string) => routeMatches(routeTable, path).some((match) => (match.handle as PreloadHandle | undefined)?.preload);

const addresses = ['/form/f1', '/form/f1/', '/program/prog-01-lab-safety/form/f1', '/form/v2/f1', '/', '/forms', '/program/prog-01-lab-safety', '/program/p/form', '/public/template/t1', '/form'];

describe("index.html's form document preload", () => {
  it('asks for the Form document on exactly the addresses whose route preloads the Form query', () => {
    for (const address of addresses) expect({ address, preloaded: formRoutePattern.test(address) }).toEqual({ address, preloaded: hasPreload(address) });
  });

  it('adds a module preload of the chunk on a form address only', () => {
    // Prepare
    const run = (pathname: string) => {
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
      new Function('location', formPreloadScript('/assets/form-abc.js'))({ pathname });
      return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')]);
    };

    // Act, Assess (an empty crossorigin is "anonymous", as the entry's own module preloads ask)
    expect(run('/form/f1')).toEqual([['/assets/form-abc.js', '']]);
    expect(run('/workspace')).toEqual([]);
  });
});
