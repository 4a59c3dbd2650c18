import { defineEntity } from '../entity';

/** Which campus directory a place belongs to: its buildings or its departments. */
export type PlaceKind = 'building' | 'department';

/** A building or department of a campus, as building and department search questions offer them. */
export interface PlaceRecord {
  id: string;
  kind: PlaceKind;
  campusCode: string;
  code: string;
  name: string;
}

export const placeEntity = defineEntity<PlaceRecord, 'byCampus'>({
  name: 'Place',
  key: (p) => ({ pk: `PLACE#${p.id}`, sk: 'PLACE' }),
  indexes: {
    byCampus: { index: 'gsi1', key: (p) => ({ pk: `CAMPUS#${p.campusCode}`, sk: `PLACE#${p.kind}#${p.name.toLowerCase()}#${p.id}` }) },
  },
});
