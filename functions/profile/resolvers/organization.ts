import { z } from 'zod';
import { campusCodeSchema } from '../../../schema/src/inputs/campus-code';
import { matchesFeatureLabels, programFeaturesArgsSchema } from '../../../schema/src/organization/program-features';
import { isProgramVisibleTo } from '../../../schema/src/organization/program-visibility';
import type { ProgramRecord } from '../../data/entities';
import {
  findCampus,
  findCampuses,
  findDomains,
  findTenant,
  listCampusesOfTenant,
  listCentersOfUser,
  listProgramsOfCampus,
  findPrograms,
} from '../../data/organization-repository';
import { findUser } from '../../data/people-repository';
import { userObject } from '../../authz/checks';
import { authorization } from '../../authz/service';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { campusView, programView } from '../views';


export async function campuses(caller: Caller) {
  const [tenant, list] = await Promise.all([findTenant(caller.tenantCode), listCampusesOfTenant(caller.tenantCode)]);
  return list.map((campus) => campusView(campus, tenant));
}

export async function campus(caller: Caller, args: unknown) {
  const { id } = parseInput(z.object({ id: campusCodeSchema }), args);
  const record = await findCampus(id);
  if (!record || record.tenantCode !== caller.tenantCode) throw notFound('Campus', id);
  return campusView(record, await findTenant(record.tenantCode));
}

async function programViews(caller: Caller, programs: ProgramRecord[]) {
  if (programs.length === 0) return [];
  const [domains, campusRecords, tenant] = await Promise.all([
    findDomains(programs.map((program) => program.domainId)),
    findCampuses(programs.map((program) => program.campusCode)),
    findTenant(caller.tenantCode),
  ]);
  const domainById = new Map(domains.map((domain) => [domain.id, domain]));
  const campusByCode = new Map(campusRecords.map((record) => [record.code, campusView(record, tenant)]));
  return programs.map((program) => programView(program, domainById, campusByCode));
}

/** Programs of a campus (the caller's by default), after the spec's health-tag filtering; NOT_FOUND for an unknown campus. */
export async function findProgramsByCampus(caller: Caller, args: unknown) {
  const { campusCode } = parseInput(z.object({ campusCode: campusCodeSchema.nullish() }), args);
  const code = campusCode ?? caller.campusCode;
  const [user, campus, programs] = await Promise.all([findUser(caller.userId), findCampus(code), listProgramsOfCampus(code)]);
  if (!campus) throw notFound('Campus', code);
  const tags = user?.tags ?? [];
  return programViews(caller, programs.filter((program) => isProgramVisibleTo(program, { tags })));
}

export async function findProgramsByUser(caller: Caller) {
  const programs = await authorization().listObjects({ user: userObject(caller.userId), relation: 'member', type: 'program' });
  return programViews(caller, await findPrograms(programs.map((object) => object.slice('program:'.length))));
}

/** The caller's centers of excellence, those sharing a label with `programFeatures` when it is given. */
export async function findCentersOfExcellenceByUser(caller: Caller, args: unknown) {
  const { programFeatures } = parseInput(programFeaturesArgsSchema, args ?? {});
  const centers = await listCentersOfUser(caller.userId);
  return centers.filter((center) => matchesFeatureLabels(center.featureLabels, programFeatures)).map((center) => ({
    id: center.id,
    name: center.name,
    featureLabels: center.featureLabels,
  }));
}
