import { describe, expect, it } from 'vitest';
import { OfflineGazetteer } from './offline-gazetteer';

describe('OfflineGazetteer', () => {
  it('finds a building by every word of the text, any case', async () => {
    const found = await new OfflineGazetteer().search('harbor BAYVIEW', 10);

    expect(found.map((address) => address.label)).toEqual([
      'Bayview Life Sciences, 1200 Harbor Drive, Bayview, CA 94501, USA',
      'Chemistry Hall, 1250 Harbor Drive, Bayview, CA 94501, USA',
    ]);
    expect(found[0]).toMatchObject({ placeId: 'campus-01-bls', addressNumber: '1200', region: 'California', country: 'USA' });
  });

  it('answers at most the limit and nothing for unknown places', async () => {
    expect(await new OfflineGazetteer().search('Bayview', 3)).toHaveLength(3);
    expect(await new OfflineGazetteer().search('Main Street Springfield', 10)).toEqual([]);
  });
});
