/** An address as address search questions offer and save it (SelectedAddress in the API). */
export interface AddressMatch {
  placeId: string;
  label: string;
  addressNumber: string | null;
  street: string | null;
  municipality: string | null;
  subRegion: string | null;
  region: string | null;
  postalCode: string | null;
  country: string | null;
}

/** Where addresses come from: the domain's port, with one adapter for AWS and one for local runs. */
export interface AddressSearch {
  /** Addresses matching free text, best first, at most `limit`. */
  search(text: string, limit: number): Promise<AddressMatch[]>;
}
