import { LocationClient } from '@aws-sdk/client-location';
import type { AddressSearch } from './address-search';
import { AwsLocationAddressSearch } from './aws-location-address-search';
import { OfflineGazetteer } from './offline-gazetteer';

let adapter: AddressSearch | undefined;

/**
 * The address search in use, made once per process: the AWS Location Service place index named by
 * PLACE_INDEX_NAME when it is set (in AWS), else the offline gazetteer of the demo campuses (local runs).
 */
export function addressSearch(): AddressSearch {
  if (!adapter) {
    const indexName = process.env.PLACE_INDEX_NAME?.trim();
    adapter = indexName ? new AwsLocationAddressSearch(new LocationClient({}), indexName) : new OfflineGazetteer();
  }
  return adapter;
}
