import { programRoleGrants, type ProgramRoleGrant } from '../../../schema/src/forms/program-role-grants';
import type { ResponseValue } from '../../../schema/src/forms/response-values';
import { assignmentChanges } from '../../../schema/src/forms/role-assignments';
import type { Question } from '../../../schema/src/template/model';
import { findQuestion } from '../../../schema/src/template/questions';
import { alreadyExists, ensureTuples, removeTuples } from '../../authz/ensure-tuples';
import { authorization } from '../../authz/service';
import type { ResponseRecord, TemplateRecord } from '../../data/entities';
import { findUser } from '../../data/people-repository';
import { forgetProgramRoleHold, programRoleHolds, recordProgramRoleHold } from '../../data/program-role-grants-repository';
import { findRole } from '../../data/roles-repository';
import { memberTuple } from '../../roles/role-tuples';

/** Where a grant comes from: the form and the question whose answer chose the person. */
interface GrantSource {
  formId: string;
  questionId: string;
}

/** Whether answers to this question can give program roles (only then is the previous answer read). */
export const mayGrantProgramRoles = (question: Question) => question.__typename === 'SearchQuestion' && Boolean(question.programRoleId);

/**
 * Whether the role may be given from this template's answers now: a live role of the template's own program
 * (the author's right to give it was checked when the question was authored; a role deleted or a template moved
 * since gives nothing), to a user of the platform (never an external person the caller named).
 */
async function grantable(template: TemplateRecord, grant: ProgramRoleGrant): Promise<boolean> {
  const [role, user] = await Promise.all([findRole(grant.roleId), findUser(grant.userId)]);
  return Boolean(role && !role.deletingAt && role.nodeType === 'program' && role.nodeId === template.programId && user);
}

/**
 * Gives the role: first the hold (so a concurrent take-back of another hold sees it), then the membership. A
 * person who was a member before any answer chose them is marked KEPT, so answers never take that away.
 */
async function give(source: GrantSource, grant: ProgramRoleGrant, now: string): Promise<void> {
  await recordProgramRoleHold({ ...grant, ...source, grantedAt: now });
  try {
    await authorization().write([memberTuple(grant.roleId, grant.userId)], []);
  } catch (error) {
    if (!alreadyExists(error)) throw error;
    const holds = await programRoleHolds(grant.roleId, grant.userId);
    if (holds.length === 1) await recordProgramRoleHold({ ...grant, grantedAt: now });
  }
}

/**
 * Takes back this answer's hold, and the membership when no hold remains; a hold given meanwhile (another form
 * choosing the same person) puts the membership back, so a race ends with the membership its holds imply.
 */
async function takeBack(source: GrantSource, grant: ProgramRoleGrant): Promise<void> {
  await forgetProgramRoleHold({ ...grant, ...source });
  if ((await programRoleHolds(grant.roleId, grant.userId, 1)).length > 0) return;
  const tuple = memberTuple(grant.roleId, grant.userId);
  await removeTuples(authorization(), [tuple]);
  if ((await programRoleHolds(grant.roleId, grant.userId, 1)).length > 0) await ensureTuples(authorization(), [tuple]);
}

/** Gives and takes back the program roles an answer's change implies (docs/decisions.md, subject17). */
export async function applyProgramRoles(formId: string, template: TemplateRecord, question: Question, before: ResponseValue | undefined, after: ResponseValue) {
  const { add, remove } = assignmentChanges(programRoleGrants(question, before), programRoleGrants(question, after));
  const source = { formId, questionId: question.id };
  for (const grant of remove) await takeBack(source, grant);
  const now = new Date().toISOString();
  for (const grant of add) if (await grantable(template, grant)) await give(source, grant, now);
}

/** Takes back every program role a deleted form's answers gave (its top-level person answers). */
export async function takeBackProgramRolesOfForm(formId: string, template: TemplateRecord, responses: readonly ResponseRecord[]) {
  for (const response of responses) {
    const question = response.parentId ? undefined : findQuestion(template, response.questionId);
    if (question && mayGrantProgramRoles(question)) {
      await applyProgramRoles(formId, template, question, response.value, { kind: 'PersonSearchResponse', selectedPerson: null });
    }
  }
}
