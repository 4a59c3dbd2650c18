import { describe, expect, it } from 'vitest';
import { buildAndMeasureFirstRoute, firstRouteBudgetKb, firstRouteCeilingKb, firstRouteTable } from '../../scripts/bundles/web-first-route';

describe('the web build', () => {
  it(`keeps the first route (entry and home screen, with what they import) within ${firstRouteCeilingKb} kB gzipped`, async () => {
    // Act
    const figures = await buildAndMeasureFirstRoute();
    console.log(`${firstRouteTable(figures)}\nBudget ${firstRouteBudgetKb} kB, ceiling today ${firstRouteCeilingKb} kB.`);

    // Assess: a size, the same on every machine (not a timing).
    expect(figures.gzipBytes / 1000).toBeLessThanOrEqual(firstRouteCeilingKb);
  });
});
