import type { ApiClient } from '../support/local-api';
import type { MatrixFixtures } from './fixtures';
import { data, freshId, revision, withEntry, type Maker } from './fresh-support';

/** A shared program and a template permission of the draft: each call adds (or removes) its own. */
const sharedProgram = { id: 'prog-01-biosafety', name: 'Biosafety' };
const permissionOf = (roleId: string) => ({ action: { id: 'submit', label: 'Submit' }, roleId, statuses: ['DRAFT'], scope: 'program' });

// audience17: an audience entry names a campus or program that exists (or is the public), so the audience rows
// toggle one program entry as the shared program rows do, instead of adding a made-up entry per call.
const audienceEntry = { id: 'prog-01-biosafety', name: 'Biosafety', scope: 'program' };

/** The draft's list entry of `id`, there or not, as the call needs it: removed (if there) and added again. */
async function entryState(admin: ApiClient, fx: MatrixFixtures, list: 'SharedProgram' | 'Audience', present: boolean) {
  const id = list === 'SharedProgram' ? sharedProgram.id : audienceEntry.id;
  const removed = await admin.graphql(`mutation ($input: RemoveTemplateEntryInput!) { remove${list}(input: $input) { id } }`, {
    input: { templateId: fx.draftTemplateId, expectedRevision: await revision(admin, fx), id },
  });
  const absent = removed.errors?.every((error) => error.errorType === 'NOT_FOUND') ?? true;
  if (!absent) throw new Error(`The matrix could not remove the ${list} entry: ${JSON.stringify(removed.errors)}`);
  if (present && list === 'SharedProgram') return withEntry(admin, fx, 'addSharedProgram', 'AddSharedProgramInput', { program: sharedProgram });
  if (present) return withEntry(admin, fx, 'addAudience', 'AddAudienceInput', { audience: audienceEntry });
  return { 'input.expectedRevision': await revision(admin, fx) };
}

const sharedProgramState = (admin: ApiClient, fx: MatrixFixtures, present: boolean) => entryState(admin, fx, 'SharedProgram', present);

/** A new workflow of the template group at its first revision, for the rows that edit or publish one. */
async function workflow(admin: ApiClient, fx: MatrixFixtures) {
  const created = await data<{ createWorkflow: { workflow: { id: string; revision: number } } }>(
    admin,
    'mutation ($input: CreateWorkflowInput!) { createWorkflow(input: $input) { workflow { id revision } } }',
    { templateGroupId: fx.templateGroupId, name: freshId('flow') },
  );
  return { 'input.id': created.createWorkflow.workflow.id, 'input.expectedRevision': created.createWorkflow.workflow.revision };
}

/** A new workflow, published, for the row attaching one to the draft. */
async function publishedWorkflow(admin: ApiClient, fx: MatrixFixtures) {
  const { 'input.id': id } = await workflow(admin, fx);
  await data(admin, 'mutation ($input: PublishWorkflowInput!) { publishWorkflow(input: $input) { status workflow { id } } }', { id });
  return { 'input.workflowId': id };
}

/** A new role on the lab safety program, for the rows that delete a role or add a member to one. */
async function programRole(admin: ApiClient, fx: MatrixFixtures) {
  const created = await data<{ createRole: { id: string } }>(admin, 'mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }', {
    nodeType: 'program',
    nodeId: fx.programId,
    roleName: freshId('role'),
  });
  return { 'input.roleId': created.createRole.id };
}

/**
 * Rows whose call adds or removes an entry by name, or makes a named object: each call gets its own (or the entry
 * in the state the call needs), so no admin after the first meets a duplicate, a CONFLICT or nothing to remove.
 */
export const freshEntries: Record<string, Maker> = {
  addSharedProgram: async (admin, fx) => ({ ...(await sharedProgramState(admin, fx, false)), 'input.program': sharedProgram }),
  // names17
  updateSharedProgram: async (admin, fx) => ({ ...(await sharedProgramState(admin, fx, true)), 'input.program': { ...sharedProgram, name: 'Biosafety (renamed)' } }),
  addPermission: async (admin, fx) => ({ 'input.expectedRevision': await revision(admin, fx), 'input.permission': permissionOf(freshId('permission-role')) }),
  updatePermission: async (admin, fx) => {
    const permission = permissionOf(freshId('permission-role'));
    const entry = await withEntry(admin, fx, 'addPermission', 'AddPermissionInput', { permission });
    return { ...entry, 'input.permission': { ...permission, statuses: ['DRAFT', 'SUBMITTED'] } };
  },
  removePermission: async (admin, fx) => {
    const roleId = freshId('permission-role');
    return { ...(await withEntry(admin, fx, 'addPermission', 'AddPermissionInput', { permission: permissionOf(roleId) })), 'input.roleId': roleId, 'input.actionId': 'submit' };
  },
  removeSharedProgram: async (admin, fx) => ({ ...(await sharedProgramState(admin, fx, true)), 'input.id': sharedProgram.id }),
  // audience17
  addAudience: async (admin, fx) => ({ ...(await entryState(admin, fx, 'Audience', false)), 'input.audience': audienceEntry }),
  updateAudience: async (admin, fx) => ({ ...(await entryState(admin, fx, 'Audience', true)), 'input.audience': { ...audienceEntry, name: 'Renamed' } }),
  removeAudience: async (admin, fx) => ({ ...(await entryState(admin, fx, 'Audience', true)), 'input.id': audienceEntry.id }),
  deleteRole: programRole,
  addRoleMember: programRole,
  createRole: async () => ({ 'input.roleName': freshId('role') }),
  createTag: async () => ({ 'input.name': freshId('tag') }),
  updateWorkflow: workflow,
  publishWorkflow: workflow,
  attachWorkflow: publishedWorkflow,
  // A row of the call's own every-kind form (see matrix-rows.ts), added by global.admin, for the call to remove.
  removeTableRow: async (admin, fx) => {
    await data(admin, 'mutation ($input: TableRowInput!) { addTableRow(input: $input) { __typename } }', { formId: fx.formId, questionId: 'ekd-items', rowId: 'matrix-row' });
    return { 'input.rowId': 'matrix-row' };
  },
  // A pending task of the call's own, to take back.
  unassignTask: async (admin, fx) => {
    const created = await data<{ assignTask: { id: string } }>(admin, 'mutation ($input: AssignTaskInput!) { assignTask(input: $input) { id } }', {
      programId: fx.programId,
      targetType: 'TEMPLATE',
      targetId: fx.templateGroupId,
      assigneeId: 'user-staff-two',
      subject: freshId('task'),
    });
    return { 'input.id': created.assignTask.id };
  },
  // Program names are unique on a campus: each call names its own.
  createProgram: async () => ({ 'input.name': freshId('program') }),
  // The Data Explorer configuration is replaced at its version: each call saves on the version it finds.
  saveDataExplorerConfig: async (admin, fx) => {
    const answer = await admin.graphql<{ dataExplorerConfig: { version: number } }>('query ($programId: ID!) { dataExplorerConfig(programId: $programId) { version } }', { programId: fx.programId });
    if (!answer.data) throw new Error(`The matrix could not read the Data Explorer configuration: ${JSON.stringify(answer.errors)}`);
    return { 'input.expectedVersion': answer.data.dataExplorerConfig.version, 'input.templates': [], 'input.exporters': 'PROGRAM_ADMINS' };
  },
};
