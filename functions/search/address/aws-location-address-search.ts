import { createHash } from 'node:crypto';
import { SearchPlaceIndexForTextCommand, type LocationClient, type SearchForTextResult } from '@aws-sdk/client-location';
import type { AddressMatch, AddressSearch } from './address-search';

// Place indexes whose data provider is Esri return no PlaceId: a stable id from the label stands in for it.
const placeIdOf = (result: SearchForTextResult, label: string) =>
  result.PlaceId ?? `label-${createHash('sha256').update(label).digest('hex').slice(0, 24)}`;

/** One search result as an address answer; a result without a label is of no use to a person. */
export function addressOfResult(result: SearchForTextResult): AddressMatch | undefined {
  const place = result.Place;
  if (!place?.Label) return undefined;
  return {
    placeId: placeIdOf(result, place.Label),
    label: place.Label,
    addressNumber: place.AddressNumber ?? null,
    street: place.Street ?? null,
    municipality: place.Municipality ?? null,
    subRegion: place.SubRegion ?? null,
    region: place.Region ?? null,
    postalCode: place.PostalCode ?? null,
    country: place.Country ?? null,
  };
}

/** Address search over an Amazon Location Service place index (SearchPlaceIndexForText). */
export class AwsLocationAddressSearch implements AddressSearch {
  constructor(
    private readonly client: LocationClient,
    private readonly indexName: string,
  ) {}

  async search(text: string, limit: number): Promise<AddressMatch[]> {
    const answer = await this.client.send(new SearchPlaceIndexForTextCommand({ IndexName: this.indexName, Text: text, MaxResults: limit }));
    return (answer.Results ?? []).map(addressOfResult).filter((address) => address !== undefined);
  }
}
