import { mayStartByAudience } from '../../schema/src/organization/program-visibility';
import { callerCampusTuples } from '../authz/caller-campus';
import { userObject } from '../authz/checks';
import { authorization } from '../authz/service';
import { findPrograms } from '../data/organization-repository';
import { findUser } from '../data/people-repository';
import type { Caller } from '../shared/caller';
import { forbidden } from '../shared/errors';
import { templateGroupObject } from './template-tuples';

/** A template group as the start rules need it: its id and its program (whose audience filters starters). */
export interface StartableGroup {
  groupId: string;
  programId?: string | null;
}

/** `can_start` on each group, and the audience rule of each group's program for the caller. */
async function startFactsOf(caller: Caller, groups: readonly StartableGroup[]) {
  const [canStart, programs, profile] = await Promise.all([
    allowedAmong(caller, 'can_start', groups.map((group) => templateGroupObject(group.groupId))),
    findPrograms([...new Set(groups.flatMap((group) => (group.programId ? [group.programId] : [])))]),
    findUser(caller.userId),
  ]);
  const programById = new Map(programs.map((program) => [program.id, program]));
  const tags = profile?.tags ?? [];
  const audienceAllows = (group: StartableGroup, isAuthor: boolean) =>
    mayStartByAudience(group.programId ? programById.get(group.programId) : undefined, { tags }, isAuthor);
  return { canStart: (index: number) => canStart[index] === true, audienceAllows };
}

/** For each group, whether the caller authors it (`can_edit`). */
async function authorsEach(caller: Caller, groups: readonly StartableGroup[]): Promise<boolean[]> {
  if (groups.length === 0) return [];
  const answers = await allowedAmong(caller, 'can_edit', groups.map((group) => templateGroupObject(group.groupId)));
  return answers.map((answer) => answer === true);
}

/**
 * For each template group object, whether the caller has `relation` on it. One group is one Check; more are
 * one ListObjects (its reads depend on the caller's memberships, not on the number of groups: Get Started and
 * Start New stay flat as a campus grows). Both relations are unions of unconditioned tuples, which the
 * engine lists exactly (engine/list-objects.ts).
 */
async function allowedAmong(caller: Caller, relation: 'can_start' | 'can_edit', objects: string[]): Promise<boolean[]> {
  const user = userObject(caller.userId);
  const contextualTuples = callerCampusTuples(caller);
  if (objects.length === 1) return authorization().batchCheck(objects.map((object) => ({ user, relation, object, contextualTuples })));
  const allowed = new Set(await authorization().listObjects({ user, relation, type: 'template_group', contextualTuples }));
  return objects.map((object) => allowed.has(object));
}

/**
 * For each group, whether the caller may start forms of it and whether they author it. Starting needs
 * `can_start` in the model (the template's campus or audience, an explicit share or grant, or authorship)
 * and, for a program's template, the program's audience (the spec's health / non-health campus rules).
 */
export async function startAccess(caller: Caller, groups: readonly StartableGroup[]): Promise<Array<{ canStart: boolean; canEdit: boolean }>> {
  if (groups.length === 0) return [];
  const [facts, authored] = await Promise.all([startFactsOf(caller, groups), authorsEach(caller, groups)]);
  return groups.map((group, index) => {
    const isAuthor = authored[index] === true;
    return { canStart: facts.canStart(index) && facts.audienceAllows(group, isAuthor), canEdit: isAuthor };
  });
}

/**
 * For each group, whether the caller may start forms of it (startAccess's rule), asking whether they author a
 * group only where that decides it (a program whose audience would exclude them otherwise): a list of startable
 * templates costs one `can_start` check per group instead of two checks.
 */
export async function mayStartEach(caller: Caller, groups: readonly StartableGroup[]): Promise<boolean[]> {
  if (groups.length === 0) return [];
  const facts = await startFactsOf(caller, groups);
  const undecided = groups.filter((group, index) => facts.canStart(index) && !facts.audienceAllows(group, false));
  const authored = await authorsEach(caller, undecided);
  const authors = new Set(undecided.filter((_group, index) => authored[index]).map((group) => group.groupId));
  return groups.map((group, index) => facts.canStart(index) && facts.audienceAllows(group, authors.has(group.groupId)));
}

/** Whether the caller may start forms of one group. */
export async function mayStart(caller: Caller, group: StartableGroup): Promise<boolean> {
  const [allowed] = await mayStartEach(caller, [group]);
  return allowed === true;
}

/** Refuses with FORBIDDEN unless the caller may start forms of the group. */
export async function assertMayStart(caller: Caller, group: StartableGroup, message: string): Promise<void> {
  if (!(await mayStart(caller, group))) throw forbidden(message);
}
