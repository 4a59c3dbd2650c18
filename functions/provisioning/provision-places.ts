import type { CampusConfig } from '../../schema/src/campus-config';
import { placesOfCampus } from '../../schema/src/places/building-config';
import { putAssessmentTypeConfigs } from '../data/assessment-types-repository';
import { putFacilityRoles } from '../data/facilities-repository';
import { putPlaces } from '../data/places-repository';

/**
 * Writes every campus's configured buildings, floors and rooms, who holds which role at its facilities, and the
 * assessment type configurations (whole-item puts by id, so a rerun converges on the file). A room taken out of the file is not deleted (old answers name it): mark it `active: false` instead.
 */
export async function provisionCampusPlaces(config: CampusConfig): Promise<number> {
  let written = await putAssessmentTypeConfigs(config.assessmentTypes);
  for (const campus of config.campuses) {
    const places = placesOfCampus(campus.code, campus.buildings);
    written += await putPlaces(
      places.buildings.map((building) => ({ ...building, kind: 'building' as const })),
      places.rooms,
    );
    written += await putFacilityRoles(
      campus.facilities.flatMap(({ people, ...facility }) =>
        people.map((person) => ({ facilityId: facility.id, campusCode: campus.code, email: person.email, roles: person.roles, name: facility.name, district: facility.district, type: facility.type, license: facility.license })),
      ),
    );
  }
  return written;
}
