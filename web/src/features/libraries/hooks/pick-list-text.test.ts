import { describe, expect, it } from 'vitest';
import { libraryOpenPath } from './library-paths';
import { parsePickList, pickListText } from './pick-list-text';

describe('pick-list text', () => {
  it('reads one choice a line, with or without its own value', () => {
    expect(parsePickList('Flammable liquid = flammable\n\n Corrosive \nOxidizer =')).toEqual([
      { label: 'Flammable liquid', value: 'flammable' },
      { label: 'Corrosive', value: 'Corrosive' },
      { label: 'Oxidizer', value: 'Oxidizer' },
    ]);
  });

  it('writes the lines it reads', () => {
    const choices = [
      { label: 'Flammable liquid', value: 'flammable' },
      { label: 'Corrosive', value: 'Corrosive' },
    ];
    expect(parsePickList(pickListText(choices))).toEqual(choices);
  });
});

describe('libraryOpenPath', () => {
  it('opens a DRAFT library at configure_fields and a published one at its page', () => {
    expect(libraryOpenPath({ id: 'lib-1', status: 'DRAFT' })).toBe('/studio/global/library/lib-1/configure_fields');
    expect(libraryOpenPath({ id: 'lib-1', status: 'PUBLISHED' })).toBe('/studio/global/library/lib-1');
  });
});
