import { flagGatedFields } from '../../../schema/src/flags/gated-fields';
import type { ApiClient } from '../support/local-api';

/** Ids the matrix's requests point at: seeded objects and objects created before the matrix runs. */
export interface MatrixFixtures {
  /** guest17: the matrix guest's form of the demo public template, its required choice answered. */
  guestFormId: string;
  /** staff.one's draft Laboratory Safety Inspection. */
  formId: string;
  /** staff.one's draft Laboratory Safety Inspection still, in rows whose formId is a new form of the call's own. */
  labFormId: string;
  /** The published Laboratory Safety Inspection. */
  publishedTemplateId: string;
  /** global.admin's draft of the next Laboratory Safety Inspection version: what template edits change. */
  draftTemplateId: string;
  templateGroupId: string;
  programId: string;
  campusCode: string;
  /** global.admin's draft workflow of the template group. */
  workflowId: string;
  /** global.admin's role on the lab safety program, with no members. */
  roleId: string;
  /** The group of a new, empty lab safety template: what permission-table rows rewrite, away from the seeded group. */
  spareTemplateGroupId: string;
  /** A summary page of the draft: where question summaries and template outcomes go. */
  summaryPageId: string;
  /** An outcome group of the draft. */
  outcomeGroupId: string;
  /** A notification of the published template's group. */
  notificationTemplateId: string;
}

const seeded = {
  publishedTemplateId: 'tpl-lab-safety-inspection-v1',
  templateGroupId: 'tg-lab-safety-inspection',
  programId: 'prog-01-lab-safety',
  campusCode: '01',
};

async function created<T>(client: ApiClient, document: string, input: Record<string, unknown>, pick: (data: T) => string) {
  const answer = await client.graphql<T>(document, { input });
  if (!answer.data) throw new Error(`A matrix fixture could not be created: ${JSON.stringify(answer.errors)}`);
  return pick(answer.data);
}

/** A draft form of staff.one's (each call a new one, for rows that delete or move it). */
export const startedForm = (staffOne: ApiClient, templateId = seeded.publishedTemplateId) =>
  created<{ startForm: { id: string } }>(
    staffOne,
    'mutation ($input: StartFormInput!) { startForm(input: $input) { id } }',
    { templateId },
    (data) => data.startForm.id,
  );

/** guest17: the guest's form of the demo public template, with its required choice answered (the text is the save row's). */
async function guestForm(guest: ApiClient): Promise<string> {
  const formId = await created<{ startPublicForm: { id: string } }>(
    guest,
    'mutation ($input: StartPublicFormInput!) { startPublicForm(input: $input) { id } }',
    { templateGroupId: 'tg-visitor-feedback' },
    (data) => data.startPublicForm.id,
  );
  await created<{ savePublicAnswer: { questionId: string } }>(
    guest,
    'mutation ($input: SavePublicAnswerInput!) { savePublicAnswer(input: $input) { questionId } }',
    { formId, questionId: 'vf-safe', selectedOptionIds: ['vf-safe-o1'] },
    (data) => data.savePublicAnswer.questionId,
  );
  return formId;
}

/**
 * gates17: every flag that gates a root field, on for everyone (infra/config leaves the data mapper's two off), so
 * each row answers as its persona's access says; tests/integration/flag-gated-apis.test.ts covers the flags off.
 */
async function gatedFlagsOn(globalAdmin: ApiClient): Promise<void> {
  for (const key of new Set(Object.values(flagGatedFields))) {
    await created<{ setFeatureFlag: { key: string } }>(
      globalAdmin,
      'mutation ($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { key } }',
      { key, enabled: true },
      (data) => data.setFeatureFlag.key,
    );
  }
}

/** Creates the objects the matrix edits: staff.one's form, global.admin's template draft, workflow, role and a spare template. */
export async function createMatrixFixtures(staffOne: ApiClient, globalAdmin: ApiClient, guest: ApiClient): Promise<MatrixFixtures> {
  await gatedFlagsOn(globalAdmin);
  const formId = await startedForm(staffOne);
  const guestFormId = await guestForm(guest);
  const draftTemplateId = await created<{ startDraft: { id: string } }>(
    globalAdmin,
    'mutation ($input: StartDraftInput!) { startDraft(input: $input) { id } }',
    { templateGroupId: seeded.templateGroupId },
    (data) => data.startDraft.id,
  );
  const workflowId = await created<{ createWorkflow: { workflow: { id: string } } }>(
    globalAdmin,
    'mutation ($input: CreateWorkflowInput!) { createWorkflow(input: $input) { workflow { id } } }',
    { templateGroupId: seeded.templateGroupId, name: 'Matrix flow' },
    (data) => data.createWorkflow.workflow.id,
  );
  const roleId = await created<{ createRole: { id: string } }>(
    globalAdmin,
    'mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }',
    { nodeType: 'program', nodeId: seeded.programId, roleName: 'Matrix fixture role' },
    (data) => data.createRole.id,
  );
  const spareTemplateGroupId = await created<{ createCampusTemplate: { groupId: string } }>(
    globalAdmin,
    'mutation ($input: CreateCampusTemplateInput!) { createCampusTemplate(input: $input) { groupId } }',
    { programId: seeded.programId, templateName: 'Matrix spare template' },
    (data) => data.createCampusTemplate.groupId,
  );
  const summaryPageId = await created<{ addPage: { id: string } }>(
    globalAdmin,
    'mutation ($input: AddPageInput!) { addPage(input: $input) { id } }',
    { templateId: draftTemplateId, summary: true },
    (data) => data.addPage.id,
  );
  const outcomeGroupId = await created<{ addOutcomeGroup: { id: string } }>(
    globalAdmin,
    'mutation ($input: AddOutcomeGroupInput!) { addOutcomeGroup(input: $input) { id } }',
    { templateId: draftTemplateId, group: { name: 'Matrix outcomes', type: 'RISK' } },
    (data) => data.addOutcomeGroup.id,
  );
  const notificationTemplateId = await created<{ createNotificationTemplate: { id: string } }>(
    globalAdmin,
    'mutation ($input: CreateNotificationTemplateInput!) { createNotificationTemplate(input: $input) { id } }',
    { templateId: seeded.publishedTemplateId, notification: { templateName: 'Matrix notice', kind: 'EMAIL', subject: 'Matrix' } },
    (data) => data.createNotificationTemplate.id,
  );
  return { ...seeded, guestFormId, formId, labFormId: formId, draftTemplateId, workflowId, roleId, spareTemplateGroupId, summaryPageId, outcomeGroupId, notificationTemplateId };
}
