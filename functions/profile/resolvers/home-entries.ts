import { assessmentTypeEntries, entryFactsOf } from '../../../schema/src/home/assessment-type-entries';
import { userObject } from '../../authz/checks';
import { authorization } from '../../authz/service';
import { listAssessmentTypeConfigs } from '../../data/assessment-types-repository';
import { facilitiesOfPersonPage } from '../../data/facilities-repository';
import { findPrograms } from '../../data/organization-repository';
import type { Caller } from '../../shared/caller';

/** How many of a person's facilities are read for their facility roles (a person holds roles at a few). */
const facilityRolesRead = 100;

/** The caller's relations to programs (member, admin), by program id. */
async function programRelations(caller: Caller): Promise<Map<string, string[]>> {
  const user = userObject(caller.userId);
  const relations = ['member', 'admin'] as const;
  const found = await Promise.all(relations.map((relation) => authorization().listObjects({ user, relation, type: 'program' })));
  const byProgram = new Map<string, string[]>();
  found.forEach((objects, index) => {
    for (const object of objects) {
      const id = object.slice('program:'.length);
      byProgram.set(id, [...(byProgram.get(id) ?? []), relations[index]!]);
    }
  });
  return byProgram;
}

/**
 * homeEntries: the caller's Quick Links and Manage entries per assessment type (schema/src/home): their program
 * relations where each type's feature is on, their applicator relation and PPE coordinator role from their
 * facility roles. Reads the type registry, the engine's program lists and one page of the caller's facilities.
 */
export async function homeEntries(caller: Caller) {
  const [configs, relations, facilities] = await Promise.all([
    listAssessmentTypeConfigs(),
    programRelations(caller),
    facilitiesOfPersonPage(caller.email, facilityRolesRead),
  ]);
  const programs = await findPrograms([...relations.keys()]);
  const facts = entryFactsOf(
    programs.map((program) => ({ features: program.features, relations: relations.get(program.id) ?? [] })),
    facilities.facilities.flatMap((facility) => facility.roles),
  );
  return assessmentTypeEntries(configs, facts);
}
