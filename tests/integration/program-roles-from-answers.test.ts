import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { addMember, createRole, labSafety, programRoles, uniqueName } from './steps/role-steps';
import { addQuestion, createCampusTemplate, publishTemplate } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let owner: ApiClient;
let author: ApiClient;
let roleId: string;
let templateId: string;
const questionId = 'reviewer';

const personSearch = (programRoleId: string, id = questionId) => ({
  __typename: 'SearchQuestion',
  id,
  title: 'Reviewer',
  category: 'PERSON',
  programRoleId,
});

/** Who the role has as members now, as its program's administrator sees them. */
async function membersOfRole() {
  const roles = (await programRoles(author, labSafety.nodeId)).data!.programRoles;
  return roles.find((role) => role.id === roleId)!.members.map((member) => member.userId).sort();
}

async function choose(formId: string, userId: string | null, expectedVersion: number) {
  const selectedPerson = userId ? { userId, firstName: 'x', lastName: 'x', email: 'x@x.x' } : null;
  return owner.graphql('mutation S($input: UpdatePersonSearchResponseInput!) { updatePersonSearchResponse(input: $input) { id } }', {
    input: { formId, questionId, expectedVersion, selectedPerson },
  });
}

const startOwnForm = async () => (await startForm(owner, templateId)).data!.startForm!.id;
const deleteForm = (formId: string) => owner.graphql('mutation D($input: FormIdInput!) { deleteForm(input: $input) { id } }', { input: { formId } });

beforeAll(async () => {
  stack = await startApi();
  [owner, author] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'program.admin')]);
  roleId = (await createRole(author, labSafety, uniqueName('Reviewers'))).data!.createRole.id;
  const template = (await createCampusTemplate(author, 'Reviewed Visit')).data!.createCampusTemplate;
  expect((await addQuestion(author, template.id, template.pages[0]!.id, personSearch(roleId))).answer.errors).toBeUndefined();
  expect((await publishTemplate(author, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  templateId = template.id;
});
afterAll(async () => stack.close());

describe('program roles from answers', () => {
  it("gives the chosen person the question's program role, and moves it when the answer changes or is cleared", async () => {
    const formId = await startOwnForm();

    await choose(formId, 'user-staff-two', 0);
    const chosen = await membersOfRole();
    await choose(formId, 'user-campus-admin', 1);
    const changed = await membersOfRole();
    await choose(formId, null, 2);
    const cleared = await membersOfRole();

    expect(chosen).toEqual(['user-staff-two']);
    expect(changed).toEqual(['user-campus-admin']);
    expect(cleared).toEqual([]);
  });

  it('keeps the role while another form still chooses the person, and takes it back with the last one (or a deleted form)', async () => {
    const [first, second] = [await startOwnForm(), await startOwnForm()];
    await choose(first, 'user-staff-two', 0);
    await choose(second, 'user-staff-two', 0);

    await choose(first, null, 1);
    const afterFirst = await membersOfRole();
    await deleteForm(second);
    const afterSecond = await membersOfRole();

    expect(afterFirst).toEqual(['user-staff-two']);
    expect(afterSecond).toEqual([]);
  });

  it('never takes away a membership an administrator gave', async () => {
    const formId = await startOwnForm();
    await addMember(author, labSafety, roleId, 'user-health');

    await choose(formId, 'user-health', 0);
    await choose(formId, null, 1);

    expect(await membersOfRole()).toEqual(['user-health']);
  });

  it("refuses a question that would give a role of another program than the template's", async () => {
    const otherRole = (await createRole(author, { nodeType: 'campus', nodeId: '01' }, uniqueName('Campus people'))).data?.createRole.id;
    const draft = (await createCampusTemplate(author, 'Elsewhere')).data!.createCampusTemplate;

    const added = await addQuestion(author, draft.id, draft.pages[0]!.id, personSearch(otherRole ?? 'role-of-nobody', 'elsewhere'));

    expect(codesOf(added.answer)).toEqual(['BAD_USER_INPUT']);
  });
});
