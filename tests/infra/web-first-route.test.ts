import { describe, expect, it } from 'vitest';
import { buildAndMeasureFirstRoute, firstRouteBudgetKb, firstRouteCeilingKb, firstRouteTable, formRouteExtraFilesCeiling } from '../../scripts/bundles/web-first-route';

describe('the web build', () => {
  it(`keeps the first route (entry and home screen, with what they import) within ${firstRouteCeilingKb} kB gzipped`, async () => {
    // Act
    const figures = await buildAndMeasureFirstRoute();
    console.log(`${firstRouteTable(figures)}\nBudget ${firstRouteBudgetKb} kB, ceiling today ${firstRouteCeilingKb} kB.`);

    // Assess: a size, the same on every machine (not a timing).
    expect(figures.gzipBytes / 1000).toBeLessThanOrEqual(firstRouteCeilingKb);
    // And a form's address loads its screen in a few files, not the ~60 automatic splitting made of it.
    console.log(`A form's address loads ${figures.formRouteExtraFiles.length} files beyond the first route: ${figures.formRouteExtraFiles.join(', ')}`);
    expect(figures.formRouteExtraFiles.length).toBeLessThanOrEqual(formRouteExtraFilesCeiling);
  });
});
