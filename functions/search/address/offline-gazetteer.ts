import { containsTerm } from '../../../schema/src/search/search-inputs';
import type { AddressMatch, AddressSearch } from './address-search';

/** A building of a demo campus with its street address: the local gazetteer and the campus building list. */
export interface GazetteerBuilding {
  campusCode: string;
  code: string;
  name: string;
  addressNumber: string;
  street: string;
  municipality: string;
  postalCode: string;
}

const region = 'California';
const subRegion = { '01': 'Bayview County', '03': 'Valley Oaks County' } as const;

/** The buildings of the demo campuses 01 (Bayview) and 03 (Valley Oaks). */
export const gazetteerBuildings: readonly GazetteerBuilding[] = [
  { campusCode: '01', code: 'BLS', name: 'Bayview Life Sciences', addressNumber: '1200', street: 'Harbor Drive', municipality: 'Bayview', postalCode: '94501' },
  { campusCode: '01', code: 'CHM', name: 'Chemistry Hall', addressNumber: '1250', street: 'Harbor Drive', municipality: 'Bayview', postalCode: '94501' },
  { campusCode: '01', code: 'ENG', name: 'Engineering Center', addressNumber: '300', street: 'Marina Way', municipality: 'Bayview', postalCode: '94501' },
  { campusCode: '01', code: 'PHY', name: 'Physics and Astronomy', addressNumber: '320', street: 'Marina Way', municipality: 'Bayview', postalCode: '94501' },
  { campusCode: '01', code: 'LIB', name: 'Bayview Library', addressNumber: '1', street: 'University Plaza', municipality: 'Bayview', postalCode: '94502' },
  { campusCode: '01', code: 'FAC', name: 'Facilities Services', addressNumber: '45', street: 'Shoreline Road', municipality: 'Bayview', postalCode: '94502' },
  { campusCode: '01', code: 'ART', name: 'Fine Arts Studios', addressNumber: '88', street: 'Pelican Street', municipality: 'Bayview', postalCode: '94503' },
  { campusCode: '03', code: 'VMC', name: 'Valley Oaks Medical Center', addressNumber: '2500', street: 'Oak Grove Avenue', municipality: 'Valley Oaks', postalCode: '95610' },
  { campusCode: '03', code: 'CRB', name: 'Clinical Research Building', addressNumber: '2550', street: 'Oak Grove Avenue', municipality: 'Valley Oaks', postalCode: '95610' },
  { campusCode: '03', code: 'NUR', name: 'School of Nursing', addressNumber: '140', street: 'Sycamore Lane', municipality: 'Valley Oaks', postalCode: '95611' },
  { campusCode: '03', code: 'VET', name: 'Veterinary Teaching Hospital', addressNumber: '900', street: 'Ranch Road', municipality: 'Valley Oaks', postalCode: '95612' },
  { campusCode: '03', code: 'AGR', name: 'Agricultural Sciences', addressNumber: '910', street: 'Ranch Road', municipality: 'Valley Oaks', postalCode: '95612' },
];

/** A gazetteer building as an address answer. */
export function addressOfBuilding(building: GazetteerBuilding): AddressMatch {
  const streetLine = `${building.addressNumber} ${building.street}`;
  return {
    placeId: `campus-${building.campusCode}-${building.code.toLowerCase()}`,
    label: `${building.name}, ${streetLine}, ${building.municipality}, CA ${building.postalCode}, USA`,
    addressNumber: building.addressNumber,
    street: building.street,
    municipality: building.municipality,
    subRegion: subRegion[building.campusCode as keyof typeof subRegion] ?? null,
    region,
    postalCode: building.postalCode,
    country: 'USA',
  };
}

/**
 * Address search without a network: the demo campuses' buildings, matched on every word of the text (name,
 * street, town or postal code, any case). Used locally, where there is no place index.
 */
export class OfflineGazetteer implements AddressSearch {
  constructor(private readonly buildings: readonly GazetteerBuilding[] = gazetteerBuildings) {}

  search(text: string, limit: number): Promise<AddressMatch[]> {
    const words = text.trim().split(/[\s,]+/).filter(Boolean);
    const matches = this.buildings
      .map(addressOfBuilding)
      .filter((address) => words.every((word) => containsTerm([address.label], word)))
      .slice(0, limit);
    return Promise.resolve(matches);
  }
}
