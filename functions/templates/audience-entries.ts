import type { AudienceEntryInput } from '../../schema/src/inputs/audience-entry';
import { publicAudienceEntry } from '../../schema/src/public/public-audience';
import { findCampuses, findPrograms } from '../data/organization-repository';
import type { Caller } from '../shared/caller';
import { notFound } from '../shared/errors';

/** A program a draft is shared with, as the inputs give it. */
export interface ProgramRef {
  id: string;
  name: string;
}

/**
 * The programs of the caller's tenant among `ids`, by id: NOT_FOUND naming the first that is unknown (or of
 * another tenant, which the caller may not learn about).
 */
async function tenantPrograms(caller: Caller, ids: string[]) {
  const programs = await findPrograms(ids);
  const campuses = await findCampuses(programs.map((program) => program.campusCode));
  const ours = new Set(campuses.filter((campus) => campus.tenantCode === caller.tenantCode).map((campus) => campus.code));
  const byId = new Map(programs.filter((program) => ours.has(program.campusCode)).map((program) => [program.id, program]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw notFound('Program', missing);
  return byId;
}

/** The campuses of the caller's tenant among `codes`, by code: NOT_FOUND naming the first that is unknown. */
async function tenantCampuses(caller: Caller, codes: string[]) {
  const campuses = await findCampuses(codes);
  const byCode = new Map(campuses.filter((campus) => campus.tenantCode === caller.tenantCode).map((campus) => [campus.code, campus]));
  const missing = codes.find((code) => !byCode.has(code));
  if (missing) throw notFound('Campus', missing);
  return byCode;
}

/**
 * Audience entries as they are stored: each campus and program must exist in the caller's tenant (NOT_FOUND
 * otherwise) and takes its stored name, so the studio and the start lists never show a name the client made up;
 * the public entry is stored as publicAudienceEntry (its shape is the input schema's to check).
 */
export async function knownAudience(caller: Caller, entries: readonly AudienceEntryInput[]): Promise<AudienceEntryInput[]> {
  const idsOf = (scope: string) => entries.filter((entry) => entry.scope === scope && entry.id !== publicAudienceEntry.id).map((entry) => entry.id);
  const [campuses, programs] = await Promise.all([tenantCampuses(caller, idsOf('campus')), tenantPrograms(caller, idsOf('program'))]);
  return entries.map((entry) => {
    if (entry.id === publicAudienceEntry.id) return { ...publicAudienceEntry };
    const stored = entry.scope === 'campus' ? campuses.get(entry.id) : programs.get(entry.id);
    return { ...entry, name: stored?.name ?? entry.name };
  });
}

/** Shared programs as they are stored: each must exist in the caller's tenant (NOT_FOUND) and takes its stored name. */
export async function knownPrograms(caller: Caller, refs: readonly ProgramRef[]): Promise<ProgramRef[]> {
  const programs = await tenantPrograms(caller, refs.map((ref) => ref.id));
  return refs.map((ref) => ({ id: ref.id, name: programs.get(ref.id)?.name ?? ref.name }));
}
