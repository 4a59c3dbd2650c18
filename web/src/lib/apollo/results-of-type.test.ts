import { describe, expect, it } from 'vitest';
import { resultsOfType } from './results-of-type';

describe('resultsOfType', () => {
  it('keeps only the results of the named union member, in order', () => {
    const results = [
      { __typename: 'SelectedPlace' as const, id: 'b1' },
      { __typename: 'SelectedCampus' as const, id: '01' },
      { __typename: 'SelectedPlace' as const, id: 'b2' },
    ];

    expect(resultsOfType(results, 'SelectedPlace').map((place) => place.id)).toEqual(['b1', 'b2']);
  });
});
