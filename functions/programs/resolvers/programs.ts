import { randomUUID } from 'node:crypto';
import { createProgramInputSchema, programMatches, campusNameKey, searchProgramsInputSchema } from '../../../schema/src/inputs/programs';
import { passesProgramFilter, sortPrograms } from '../../../schema/src/organization/program-list';
import { normalizePageRequest, pageOf } from '../../../schema/src/paging/page-request';
import { assertAllowed } from '../../authz/checks';
import { ensureTuples, removeTuples } from '../../authz/ensure-tuples';
import { authorization } from '../../authz/service';
import type { ProgramRecord } from '../../data/entities';
import { findCampus, findDomains, listProgramsOfCampus } from '../../data/organization-repository';
import { claimProgramName, deleteProgram, insertProgram, releaseProgramName } from '../../data/programs-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { programViews } from '../program-views';
import { logger } from '../telemetry';

const duplicateName = 'A program with this name already exists on this campus.';

/** FORBIDDEN unless the caller administers the campus; NOT_FOUND for an unknown campus. */
async function assertCampusAdmin(caller: Caller, campusCode: string) {
  if (!(await findCampus(campusCode))) throw notFound('Campus', campusCode);
  await assertAllowed(caller, 'admin', `campus:${campusCode}`, { message: 'Only the campus administrators manage its programs.' });
}

/**
 * The studio campus screen's programs table: a campus's programs (a bounded set: one Query of the campus's
 * programs) kept by the search and the filter, in the sort's order (the domain sort reads the few domains the
 * programs name, one BatchGetItem), one page.
 */
export async function searchPrograms(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(searchProgramsInputSchema, args.input);
  await assertCampusAdmin(caller, input.campusCode);
  const request = normalizePageRequest(input.page, input.size);
  const kept = (await listProgramsOfCampus(input.campusCode)).filter(
    (program) => programMatches(program.name, input.search) && passesProgramFilter(program, input.filter),
  );
  const domainNames = input.sort.field === 'DOMAIN' ? new Map((await findDomains(kept.map((program) => program.domainId))).map((domain) => [domain.id, domain.name])) : new Map<string, string>();
  const ordered = sortPrograms(kept, input.sort, (domainId) => domainNames.get(domainId) ?? domainId);
  return { docs: await programViews(caller, pageOf(ordered, request)), meta: { ...request, total: ordered.length } };
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
  const guard = { campusCode, nameKey, programId: program.id, claimedAt: now };
  if (!(await claimProgramName(guard))) throw conflict(duplicateName, { name });
  const tuples = [
    { user: `campus:${campusCode}`, relation: 'campus', object: `program:${program.id}` },
    { user: `domain:${domainId}`, relation: 'domain', object: `program:${program.id}` },
  ];
  try {
    await insertProgram(program);
    await ensureTuples(authorization(), tuples);
  } catch (error) {
    await undoCreateProgram(program.id, guard, tuples);
    throw error;
  }
  const [view] = await programViews(caller, [program]);
  return view;
}

/**
 * Takes back a createProgram that failed after claiming its name (there are no transactions): its tuples, the
 * program item, then the name guard (only while it is still this program's), so the name is free again. Each
 * step tolerates work never done; a failing step is logged, never thrown over the original error.
 * No integration test provokes this: after the name is claimed only a store or network failure (throttling, a
 * timeout) can fail the request, and the embedded store never fails that way. The steps are the repositories'
 * own tolerant deletes.
 */
async function undoCreateProgram(programId: string, guard: Parameters<typeof releaseProgramName>[0], tuples: Parameters<typeof removeTuples>[1]) {
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['program tuples', () => removeTuples(authorization(), tuples)],
    ['program item', () => deleteProgram(programId)],
    ['program name guard', () => releaseProgramName(guard)],
  ];
  for (const [what, undo] of steps) {
    try {
      await undo();
    } catch (error) {
      logger.error(`Could not undo a failed createProgram: ${what}`, { programId, error: error as Error });
    }
  }
}
