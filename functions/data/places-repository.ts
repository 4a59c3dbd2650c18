import { placeEntity, type PlaceKind, type PlaceRecord } from './entities';
import { queryRecords } from './store';

/** How many places of one kind are read for one campus search (campus directories are small). */
const placeScanLimit = 1000;

/** A campus's buildings or departments, by name. */
export async function listPlacesOfCampus(campusCode: string, kind: PlaceKind): Promise<PlaceRecord[]> {
  const page = await queryRecords(placeEntity, {
    index: placeEntity.definition.indexes!.byCampus.index,
    pk: `CAMPUS#${campusCode}`,
    skBeginsWith: `PLACE#${kind}#`,
    limit: placeScanLimit,
  });
  return page.items;
}
