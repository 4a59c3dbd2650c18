import { LocationClient, SearchPlaceIndexForTextCommand } from '@aws-sdk/client-location';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { AwsLocationAddressSearch } from './aws-location-address-search';

const location = mockClient(LocationClient);
afterEach(() => location.reset());

const point = { Point: [-122.3, 37.8] };

const harborDrive = {
  Label: '1200 Harbor Dr, Bayview, CA 94501, USA',
  AddressNumber: '1200',
  Street: 'Harbor Dr',
  Municipality: 'Bayview',
  SubRegion: 'Bayview County',
  Region: 'California',
  PostalCode: '94501',
  Country: 'USA',
  Geometry: point,
};

describe('AwsLocationAddressSearch', () => {
  it('asks the configured place index for the text and answers its places as addresses', async () => {
    location.on(SearchPlaceIndexForTextCommand).resolves({
      Summary: { Text: '1200 harbor', DataSource: 'Here' },
      Results: [{ Place: harborDrive, PlaceId: 'here-1' }],
    });

    const found = await new AwsLocationAddressSearch(new LocationClient({ region: 'us-west-2' }), 'campus-places').search('1200 harbor', 5);

    expect(location.commandCalls(SearchPlaceIndexForTextCommand)[0]?.args[0].input).toEqual({
      IndexName: 'campus-places',
      Text: '1200 harbor',
      MaxResults: 5,
    });
    expect(found).toEqual([
      {
        placeId: 'here-1',
        label: '1200 Harbor Dr, Bayview, CA 94501, USA',
        addressNumber: '1200',
        street: 'Harbor Dr',
        municipality: 'Bayview',
        subRegion: 'Bayview County',
        region: 'California',
        postalCode: '94501',
        country: 'USA',
      },
    ]);
  });

  it('gives a place without a PlaceId (Esri indexes) a stable id from its label and leaves unlabelled places out', async () => {
    location.on(SearchPlaceIndexForTextCommand).resolves({
      Summary: { Text: 'harbor', DataSource: 'Esri' },
      Results: [{ Place: { Label: 'Harbor Dr, Bayview', Geometry: point } }, { Place: { Municipality: 'Bayview', Geometry: point } }],
    });
    const search = new AwsLocationAddressSearch(new LocationClient({ region: 'us-west-2' }), 'campus-places');

    const first = await search.search('harbor', 10);
    const again = await search.search('harbor', 10);

    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ label: 'Harbor Dr, Bayview', street: null, country: null });
    expect(first[0]?.placeId).toMatch(/^label-[0-9a-f]{24}$/);
    expect(again[0]?.placeId).toBe(first[0]?.placeId);
  });

  it('lets a service failure through to the resolver', async () => {
    location.on(SearchPlaceIndexForTextCommand).rejects(new Error('ResourceNotFoundException: no such index'));

    await expect(new AwsLocationAddressSearch(new LocationClient({ region: 'us-west-2' }), 'gone').search('harbor', 10)).rejects.toThrow(
      'no such index',
    );
  });
});
