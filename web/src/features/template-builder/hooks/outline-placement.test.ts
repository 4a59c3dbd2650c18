import { describe, expect, it } from 'vitest';
import { outlineRows, visibleRows, type BuilderElement, type BuilderPage } from './builder-tree';
import { describePlacement, keyboardPlacements, labelsById, placementsFor, pointerPlacement } from './outline-placement';

const element = (__typename: string, id: string, name: string, children?: BuilderElement[]) =>
  ({ __typename, id, version: 1, title: name, name, ...(children ? { children } : {}) }) as unknown as BuilderElement;
// Rows: 0 First page, 1 Room (text), 2 Checks (section), 3 Exits (text), 4 Readings (table), 5 Value (column), 6 Second page.
const pages: BuilderPage[] = [
  {
    id: 'p1',
    version: 1,
    name: 'First page',
    children: [
      element('TextQuestion', 'room', 'Room'),
      element('Section', 'checks', 'Checks', [element('TextQuestion', 'exits', 'Exits')]),
      element('TableQuestion', 'readings', 'Readings', [element('TextQuestion', 'value', 'Value')]),
    ],
  },
  { id: 'p2', version: 1, name: 'Second page', children: [] },
];
const rows = outlineRows(pages);
const row = (id: string) => rows.find((candidate) => candidate.node.id === id)!;
const keyOf = (place: { parentId: string; afterId: string | null }) => `${place.parentId}/${place.afterId ?? '-'}`;

describe('outline placements', () => {
  it('offers a question every place in pages, sections and tables, in reading order', () => {
    expect(keyboardPlacements(placementsFor(rows, row('room'))).map(keyOf)).toEqual([
      'p1/-',
      'checks/-',
      'checks/exits',
      'p1/checks',
      'readings/-',
      'readings/value',
      'p1/readings',
      'p2/-',
    ]);
  });

  it('offers a page only the places among pages', () => {
    expect(keyboardPlacements(placementsFor(rows, row('p2'))).map(keyOf)).toEqual(['ROOT/-', 'ROOT/p1']);
  });

  it('refuses a section inside a table and inside itself, with the reason', () => {
    const places = placementsFor(rows, row('checks'));
    expect(places.find((place) => place.parentId === 'readings')?.problem).toBe('A table holds questions (its columns), and no tables.');
    expect(places.find((place) => place.parentId === 'checks')?.problem).toBe('An element cannot go inside itself.');
    expect(keyboardPlacements(places).some((place) => place.parentId === 'checks' || place.parentId === 'readings')).toBe(false);
  });

  it('puts a row dropped over the middle of a collapsed section last inside it', () => {
    const shown = visibleRows(rows, new Set(['checks']));
    const place = pointerPlacement(placementsFor(shown, row('room')), shown, 2.5 * 56, 2, 56);
    expect(place && keyOf(place)).toBe('checks/exits');
  });

  it('chooses between the places at a gap by the pointer\'s indentation, preferring places the server takes', () => {
    const places = placementsFor(rows, row('room'));
    // The gap below Exits: last in Checks (depth 3) or after Checks in the page (depth 2).
    expect(keyOf(pointerPlacement(places, rows, 4 * 56, 3, 56)!)).toBe('checks/exits');
    expect(keyOf(pointerPlacement(places, rows, 4 * 56, 1, 56)!)).toBe('p1/checks');
    // A page dragged just below the first page's row has nowhere to go there.
    expect(pointerPlacement(placementsFor(rows, row('p2')), rows, 56, 2, 56)?.problem).toMatch(/^A page goes at the top/);
  });

  it('describes a place in words', () => {
    const labels = labelsById(rows);
    expect(describePlacement({ parentId: 'checks', afterId: 'exits', gap: 4, depth: 3 }, labels)).toBe('after Exits in Checks');
    expect(describePlacement({ parentId: 'ROOT', afterId: null, gap: 0, depth: 1 }, labels)).toBe('first in the template');
  });
});
