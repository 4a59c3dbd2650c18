import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { editSettings } from './steps/template-settings-steps';
import { addQuestion, createCampusTemplate } from './steps/template-steps';
import { signIn, startApi, type ApiClient } from './support/local-api';

// people17 (B-114): a person search question's roleAssigned, the form role its roleAssignedId names.

let stack: LocalStack;
let author: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
});
afterAll(async () => stack.close());

interface SearchAnswer {
  id: string;
  roleAssignedId: string | null;
  roleAssigned: { id: string; name: string } | null;
}

/** The draft's first-page search questions with their assigned role, as templateById answers them. */
async function searchQuestionsOf(templateId: string) {
  const answer = await author.graphql<{ templateById: { pages: Array<{ children: SearchAnswer[] }> } }>(
    `query Read($id: ID!) { templateById(id: $id) { pages { children { ... on SearchQuestion { id roleAssignedId roleAssigned { id name } } } } } }`,
    { id: templateId },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.templateById.pages[0]!.children.filter((child) => 'roleAssignedId' in child);
}

describe("a search question's roleAssigned", () => {
  it('names the form role a person search gives, follows a rename, and is null once the role is removed', async () => {
    const draft = (await createCampusTemplate(author, 'Assigned Role Check')).data!.createCampusTemplate;
    const added = await editSettings(author, 'addFormRole', { templateId: draft.id, expectedRevision: 1, role: { name: 'Inspector' } });
    const roleId = added.template!.rolesV2[0]!.id;
    const pageId = draft.pages[0]!.id;
    await addQuestion(author, draft.id, pageId, { __typename: 'SearchQuestion', id: 'lead', title: 'Lead inspector', category: 'PERSON', roleAssignedId: roleId });
    await addQuestion(author, draft.id, pageId, { __typename: 'SearchQuestion', id: 'where', title: 'Building', category: 'BUILDING' }, 'lead');

    const assigned = await searchQuestionsOf(draft.id);
    await editSettings(author, 'updateFormRole', { templateId: draft.id, expectedRevision: 2, id: roleId, name: 'Lead inspector' });
    const renamed = await searchQuestionsOf(draft.id);
    await editSettings(author, 'removeFormRole', { templateId: draft.id, expectedRevision: 3, id: roleId });
    const removed = await searchQuestionsOf(draft.id);

    expect(assigned).toEqual([
      { id: 'lead', roleAssignedId: roleId, roleAssigned: { id: roleId, name: 'Inspector' } },
      { id: 'where', roleAssignedId: null, roleAssigned: null },
    ]);
    expect(renamed[0]?.roleAssigned).toEqual({ id: roleId, name: 'Lead inspector' });
    expect(removed[0]).toEqual({ id: 'lead', roleAssignedId: roleId, roleAssigned: null });
  });
});
