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

/**
 * For each group, whether the caller may start forms of it and whether they author it. Starting needs
 * `can_start` in the model (the template's campus or audience, an explicit share or grant, or authorship)
 * and, for a program's template, the program's audience (the spec's health / non-health campus rules).
 */
export async function startAccess(caller: Caller, groups: readonly StartableGroup[]): Promise<Array<{ canStart: boolean; canEdit: boolean }>> {
  if (groups.length === 0) return [];
  const objects = groups.map((group) => templateGroupObject(group.groupId));
  const [canStart, canEdit, programs, profile] = await Promise.all([
    allowedAmong(caller, 'can_start', objects),
    allowedAmong(caller, 'can_edit', objects),
    findPrograms([...new Set(groups.flatMap((group) => (group.programId ? [group.programId] : [])))]),
    findUser(caller.userId),
  ]);
  const programById = new Map(programs.map((program) => [program.id, program]));
  const tags = profile?.tags ?? [];
  return groups.map((group, index) => {
    const isAuthor = canEdit[index] === true;
    const program = group.programId ? programById.get(group.programId) : undefined;
    return { canStart: canStart[index] === true && mayStartByAudience(program, { tags }, isAuthor), canEdit: isAuthor };
  });
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

/** Whether the caller may start forms of one group. */
export async function mayStart(caller: Caller, group: StartableGroup): Promise<boolean> {
  const [access] = await startAccess(caller, [group]);
  return access?.canStart === true;
}

/** Refuses with FORBIDDEN unless the caller may start forms of the group. */
export async function assertMayStart(caller: Caller, group: StartableGroup, message: string): Promise<void> {
  if (!(await mayStart(caller, group))) throw forbidden(message);
}
