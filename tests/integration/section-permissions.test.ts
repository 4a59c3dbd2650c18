import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { saveText, startForm } from './steps/form-steps';
import { addMember, createRole, labSafety, uniqueName } from './steps/role-steps';
import { addQuestion, createCampusTemplate, editElement, publishTemplate } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let owner: ApiClient;
let reviewer: ApiClient;
let reviewed: Awaited<ReturnType<typeof givenReviewedTemplate>>;

const status = (id: string) => ({ id, label: id });

/** Sets a section's permissions as the Permissions tab does: the whole list at the element's version. */
async function restrictSection(templateId: string, sectionId: string, version: number, permissions: unknown[]) {
  const changed = await editElement(author, 'updateElement', { templateId, elementId: sectionId, expectedVersion: version, changes: JSON.stringify({ permissions }) });
  expect(changed.errors).toBeUndefined();
}

/**
 * A published template with an open "Purpose" question, an "Applicant notes" section its owner changes in
 * draft and a reviewer role sees once submitted, and a "Review" section only the reviewer role sees and changes,
 * in submitted; its "Verdict" is required. staff.two holds the reviewer role, which may view and update submitted
 * forms.
 */
async function givenReviewedTemplate(name: string) {
  const template = (await createCampusTemplate(author, name)).data!.createCampusTemplate;
  const pageId = template.pages[0]!.id;
  const purpose = (await addQuestion(author, template.id, pageId, { __typename: 'TextQuestion', title: 'Purpose' })).edit!;
  const notes = (await editElement(author, 'addSection', { templateId: template.id, parentId: pageId, afterId: purpose.id, fields: JSON.stringify({ name: 'Applicant notes' }) })).data!.addSection!;
  const review = (await editElement(author, 'addSection', { templateId: template.id, parentId: pageId, afterId: notes.id, fields: JSON.stringify({ name: 'Review' }) })).data!.addSection!;
  const note = (await addQuestion(author, template.id, notes.id, { __typename: 'TextQuestion', title: 'Note' })).edit!;
  const verdict = (await addQuestion(author, template.id, review.id, { __typename: 'TextQuestion', title: 'Verdict', required: true })).edit!;
  const photos = (await addQuestion(author, template.id, review.id, { __typename: 'ImageUploadQuestion', title: 'Photos', hasImageUpload: true }, verdict.id)).edit!;
  const findings = (await editElement(author, 'addRepeatableSection', { templateId: template.id, parentId: review.id, afterId: photos.id, fields: JSON.stringify({ name: 'Findings' }) })).data!.addRepeatableSection!;
  await addQuestion(author, template.id, findings.id, { __typename: 'TextQuestion', title: 'Finding' });
  const role = (await createRole(author, labSafety, uniqueName('Section Reviewers'))).data!.createRole;
  await addMember(author, labSafety, role.id, 'user-staff-two');
  const grant = (roleId: string, viewIn: string[], updateIn: string[]) => ({ roleId, scope: 'program', canViewWhen: viewIn.map(status), canUpdateWhen: updateIn.map(status) });
  await restrictSection(template.id, notes.id, notes.version, [grant('owner', [], ['draft']), grant(role.id, ['submitted'], [])]);
  await restrictSection(template.id, review.id, review.version, [grant(role.id, ['submitted'], ['submitted'])]);
  const table = await author.graphql(
    'mutation Set($input: UpdateTemplateGroupPermissionsInput!) { updateTemplateGroupPermissions(input: $input) { roleId } }',
    { input: { templateGroupId: template.groupId, permissions: [{ roleId: role.id, action: 'view', statuses: ['submitted'] }, { roleId: role.id, action: 'update', statuses: ['submitted'] }] } },
  );
  expect(table.errors).toBeUndefined();
  expect((await publishTemplate(author, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return { id: template.id, purposeId: purpose.id, noteId: note.id, verdictId: verdict.id, photosId: photos.id, findingsId: findings.id, roleId: role.id };
}

interface ReadForm {
  status: string;
  responses: Array<{ questionId: string; text?: string }>;
  elementRoles: { roleIds: string[]; allElements: boolean } | null;
}

async function read(client: ApiClient, formId: string) {
  const answer = await client.graphql<{ form: ReadForm }>(
    'query F($id: ID!) { form(id: $id) { status responses { questionId ... on TextResponse { text } } elementRoles { roleIds allElements } } }',
    { id: formId },
  );
  return answer.data!.form;
}

const answersOf = (form: ReadForm) => Object.fromEntries(form.responses.map((response) => [response.questionId, response.text]));

const submit = (formId: string) =>
  owner.graphql('mutation S($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }', { input: { formId, actionId: 'submit' } });

/** A form the owner filled in draft (purpose and note) and submitted, with the reviewer's verdict. */
async function givenReviewedForm() {
  const formId = (await startForm(owner, reviewed.id)).data!.startForm!.id;
  await saveText(owner, { formId, questionId: reviewed.purposeId, text: 'Fume hood check' });
  await saveText(owner, { formId, questionId: reviewed.noteId, text: 'Room 210B' });
  expect(codesOf(await submit(formId))).toEqual([]);
  expect(codesOf(await saveText(reviewer, { formId, questionId: reviewed.verdictId, text: 'Passed' }))).toEqual([]);
  return formId;
}

beforeAll(async () => {
  stack = await startApi();
  [author, owner, reviewer] = await Promise.all([signIn(stack.url, 'program.admin'), signIn(stack.url, 'staff.one'), signIn(stack.url, 'staff.two')]);
  reviewed = await givenReviewedTemplate('Section Permissions Review');
});
afterAll(async () => stack.close());

describe('section permissions on answer saves', () => {
  it('lets the owner answer their own section in draft and refuses the reviewer section with FORBIDDEN, saving nothing', async () => {
    const formId = (await startForm(owner, reviewed.id)).data!.startForm!.id;

    const own = await saveText(owner, { formId, questionId: reviewed.noteId, text: 'Room 210B' });
    const refused = await saveText(owner, { formId, questionId: reviewed.verdictId, text: 'Passed by myself' });

    expect(codesOf(own)).toEqual([]);
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(answersOf(await read(author, formId))).toEqual({ [reviewed.noteId]: 'Room 210B' });
  });

  it('refuses the reviewer a change to a section they may only see, leaving the answer as it was', async () => {
    const formId = await givenReviewedForm();

    const refused = await saveText(reviewer, { formId, questionId: reviewed.noteId, text: 'Overwritten', expectedVersion: 1 });

    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(answersOf(await read(reviewer, formId))[reviewed.noteId]).toBe('Room 210B');
  });
});

describe('section permissions and required answers', () => {
  it('does not let a required question of the reviewer section block the owner, who may not answer it', async () => {
    const formId = (await startForm(owner, reviewed.id)).data!.startForm!.id;
    await saveText(owner, { formId, questionId: reviewed.purposeId, text: 'Fume hood check' });

    const submitted = await submit(formId);

    expect(codesOf(submitted)).toEqual([]);
    expect((await read(owner, formId)).status).toBe('submitted');
  });
});

describe('section permissions on rows and images', () => {
  it('refuses the owner a row of a repeatable section and an image upload in the reviewer section', async () => {
    const formId = (await startForm(owner, reviewed.id)).data!.startForm!.id;

    const row = await owner.graphql('mutation R($input: TableRowInput!) { addTableRow(input: $input) { id } }', { input: { formId, questionId: reviewed.findingsId, rowId: 'row-1' } });
    const upload = await owner.graphql('mutation U($input: CreateImageUploadInput!) { createImageUpload(input: $input) { key } }', {
      input: { formId, questionId: reviewed.photosId, fileName: 'hood.png', contentType: 'image/png', size: 16 },
    });

    expect(codesOf(row)).toEqual(['FORBIDDEN']);
    expect(codesOf(upload)).toEqual(['FORBIDDEN']);
    expect(answersOf(await read(author, formId))).toEqual({});
  });

  it('signs the reviewer section’s image addresses for the reviewer but not for the owner', async () => {
    const formId = await givenReviewedForm();
    const keys = [`forms/${formId}/${reviewed.photosId}/hood.png`];
    const urls = (client: ApiClient) => client.graphql('query I($formId: ID!, $keys: [String!]!) { imageUrls(formId: $formId, keys: $keys) { key } }', { formId, keys });

    expect(codesOf(await urls(reviewer))).toEqual([]);
    expect(codesOf(await urls(owner))).toEqual(['FORBIDDEN']);
  });
});

describe('section permissions on form reads', () => {
  it('leaves the answers of sections hidden in this status out of the owner’s form', async () => {
    const formId = await givenReviewedForm();

    const form = await read(owner, formId);

    expect(answersOf(form)).toEqual({ [reviewed.purposeId]: 'Fume hood check' });
    expect(form.elementRoles).toEqual({ roleIds: ['owner'], allElements: false });
  });

  it('shows the reviewer every section granted to their role in submitted', async () => {
    const formId = await givenReviewedForm();

    const form = await read(reviewer, formId);

    expect(answersOf(form)).toEqual({ [reviewed.purposeId]: 'Fume hood check', [reviewed.noteId]: 'Room 210B', [reviewed.verdictId]: 'Passed' });
    expect(form.elementRoles).toEqual({ roleIds: [reviewed.roleId], allElements: false });
  });

  it('shows the program admin every answer', async () => {
    const formId = await givenReviewedForm();

    const form = await read(author, formId);

    expect(Object.keys(answersOf(form)).sort()).toEqual([reviewed.purposeId, reviewed.noteId, reviewed.verdictId].sort());
    expect(form.elementRoles?.allElements).toBe(true);
  });

  it('copies only the answers the copier may see', async () => {
    const formId = await givenReviewedForm();

    const copied = await owner.graphql<{ copyForm: { id: string } }>('mutation C($input: FormIdInput!) { copyForm(input: $input) { id } }', { input: { formId } });

    expect(codesOf(copied)).toEqual([]);
    expect(answersOf(await read(author, copied.data!.copyForm.id))).toEqual({ [reviewed.purposeId]: 'Fume hood check' });
  });
});
