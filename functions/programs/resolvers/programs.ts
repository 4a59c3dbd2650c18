import { randomUUID } from 'node:crypto';
import { createProgramInputSchema, programMatches, campusNameKey, searchProgramsInputSchema } from '../../../schema/src/inputs/programs';
import { normalizePageRequest, pageOf } from '../../../schema/src/paging/page-request';
import { assertAllowed } from '../../authz/checks';
import { ensureTuples } from '../../authz/ensure-tuples';
import { authorization } from '../../authz/service';
import type { ProgramRecord } from '../../data/entities';
import { findCampus, findDomains, listProgramsOfCampus } from '../../data/organization-repository';
import { claimProgramName, insertProgram } from '../../data/programs-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { programViews } from '../program-views';

const duplicateName = 'A program with this name already exists on this campus.';

/** FORBIDDEN unless the caller administers the campus; NOT_FOUND for an unknown campus. */
async function assertCampusAdmin(caller: Caller, campusCode: string) {
  if (!(await findCampus(campusCode))) throw notFound('Campus', campusCode);
  await assertAllowed(caller, 'admin', `campus:${campusCode}`, { message: 'Only the campus administrators manage its programs.' });
}

/** The studio campus screen's programs table: a campus's programs by name, filtered by the search, one page. */
export async function searchPrograms(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(searchProgramsInputSchema, args.input);
  await assertCampusAdmin(caller, input.campusCode);
  const request = normalizePageRequest(input.page, input.size);
  const matching = (await listProgramsOfCampus(input.campusCode))
    .filter((program) => programMatches(program.name, input.search))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { docs: await programViews(caller, pageOf(matching, request)), meta: { ...request, total: matching.length } };
}

/**
 * The New Program side panel: claims the name on the campus (CONFLICT when taken), writes the program, then
 * its place in the authorization tree (campus and domain tuples), so the campus's administrators manage it.
 */
export async function createProgram(caller: Caller, args: { input?: unknown }) {
  const { campusCode, domainId, name, description } = parseInput(createProgramInputSchema, args.input);
  await assertCampusAdmin(caller, campusCode);
  const [domain] = await findDomains([domainId]);
  if (!domain || domain.campusCode !== campusCode) throw badUserInput(`Domain ${domainId} is not a domain of campus ${campusCode}.`, { field: 'domainId' });
  const nameKey = campusNameKey(name);
  if ((await listProgramsOfCampus(campusCode)).some((program) => campusNameKey(program.name) === nameKey)) throw conflict(duplicateName, { name });
  const now = new Date().toISOString();
  const program: ProgramRecord = {
    id: `prog-${randomUUID()}`,
    name,
    ...(description ? { description } : {}),
    campusCode,
    domainId,
    features: [],
    audience: 'everyone',
    createdAt: now,
  };
  if (!(await claimProgramName({ campusCode, nameKey, programId: program.id, claimedAt: now }))) throw conflict(duplicateName, { name });
  await insertProgram(program);
  await ensureTuples(authorization(), [
    { user: `campus:${campusCode}`, relation: 'campus', object: `program:${program.id}` },
    { user: `domain:${domainId}`, relation: 'domain', object: `program:${program.id}` },
  ]);
  const [view] = await programViews(caller, [program]);
  return view;
}
