import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { addField, createItem, createLibrary, fetchSchema, publishLibrary } from './steps/library-steps';
import { startForm } from './steps/form-steps';
import { uniqueName } from './steps/role-steps';
import { addQuestion, createCampusTemplate, publishTemplate } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let globalAdmin: ApiClient;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let healthUser: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [globalAdmin, staffOne, staffTwo, healthUser] = await Promise.all([
    signIn(stack.url, 'global.admin'),
    signIn(stack.url, 'staff.one'),
    signIn(stack.url, 'staff.two'),
    signIn(stack.url, 'health.user'),
  ]);
});
afterAll(async () => stack.close());

const everyKindTemplateId = 'tpl-every-kind-demo-v1';
const chemicalQuestionId = 'ekd-chemical';
const chemicals = 'lib-chemical-inventory';

type Answer = { questionId: string; selectedItem?: { id: string; name: string; fields: string | null } | null };

const readAnswers = (client: ApiClient, id: string) =>
  client.graphql<{ form: { responses: Answer[] } }>(
    'query F($id: ID!) { form(id: $id) { responses { questionId ... on LibrarySearchResponse { selectedItem { id name fields } } } } }',
    { id },
  );

const searchChemicals = (client: ApiClient, searchTerm: string) =>
  client.graphql<{ searchLibraryItems: Array<{ id: string; name: string; fields: string | null }> }>(
    'query S($schemaId: ID!, $searchTerm: String!) { searchLibraryItems(schemaId: $schemaId, searchTerm: $searchTerm) { id name fields } }',
    { schemaId: chemicals, searchTerm },
  );

const saveLibraryAnswer = (client: ApiClient, formId: string, questionId: string, selectedItem: { id: string; name: string; fields: string | null }) =>
  client.graphql<{ updateLibrarySearchResponse: { id: string } }>(
    'mutation U($input: UpdateLibrarySearchResponseInput!) { updateLibrarySearchResponse(input: $input) { id } }',
    { input: { formId, questionId, selectedItem } },
  );

const canOpen = async (client: ApiClient, formId: string) => (await client.graphql('query F($id: ID!) { form(id: $id) { id } }', { id: formId })).errors === undefined;

/** A published library of fume hoods whose `steward` field holds a user id, with one hood stewarded by staff.two. */
async function givenStewardedHood() {
  const created = (await createLibrary(globalAdmin, uniqueName('Fume hoods'))).data!.createLibrarySchema;
  const named = (await addField(globalAdmin, created.id, created.version, { fieldName: 'name', dataType: 'TEXT', required: true })).data!.addLibraryField;
  const stewarded = (await addField(globalAdmin, created.id, named.version, { fieldName: 'steward', dataType: 'TEXT' })).data!.addLibraryField;
  const library = (await publishLibrary(globalAdmin, created.id, stewarded.version)).data!.publishLibrarySchema;
  const hood = (await createItem(globalAdmin, library.id, { name: 'Fume hood 12', steward: 'user-staff-two' })).data!.createLibraryItem;
  return { library, hood };
}

/** A published lab safety template whose library question makes the chosen hood's steward the form's inspector. */
async function givenHoodTemplate(library: { id: string; objectName: string }) {
  const template = (await createCampusTemplate(globalAdmin, uniqueName('Hood check'))).data!.createCampusTemplate;
  const { edit } = await addQuestion(globalAdmin, template.id, template.pages[0]!.id, {
    __typename: 'LibrarySearchQuestion',
    title: 'Which hood',
    library: { schemaId: library.id, name: library.objectName },
    roleMappings: [{ id: 'rm-steward', sourceField: 'steward', roleId: 'inspector' }],
  });
  expect((await publishTemplate(globalAdmin, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return { templateId: template.id, questionId: edit!.id };
}

describe('answers copied from a library', () => {
  it('stay readable, with the values they copied, after a field is removed from the library', async () => {
    // Prepare: staff.one answers the chemical question with the item the search offers.
    const form = (await startForm(staffOne, everyKindTemplateId)).data!.startForm!;
    const [acetone] = (await searchChemicals(staffOne, 'Acet')).data!.searchLibraryItems;
    const saved = await staffOne.graphql(
      'mutation U($input: UpdateLibrarySearchResponseInput!) { updateLibrarySearchResponse(input: $input) { id } }',
      { input: { formId: form.id, questionId: chemicalQuestionId, selectedItem: { id: acetone!.id, name: acetone!.name, fields: acetone!.fields } } },
    );
    expect(saved.errors).toBeUndefined();
    const library = (await fetchSchema(globalAdmin, chemicals)).data!.fetchSchema;

    // Act
    const removed = await globalAdmin.graphql<{ deleteLibraryField: { fieldArraySchema: Array<{ fieldName: string }> } }>(
      'mutation D($input: DeleteLibraryFieldInput!) { deleteLibraryField(input: $input) { fieldArraySchema { fieldName } } }',
      { input: { libraryId: chemicals, expectedVersion: library.version, fieldName: 'casNumber' } },
    );
    const answers = await readAnswers(staffOne, form.id);
    const searchedAgain = await searchChemicals(staffOne, 'Acet');

    // Assess
    expect(removed.data!.deleteLibraryField.fieldArraySchema.map((field) => field.fieldName)).not.toContain('casNumber');
    const answer = answers.data!.form.responses.find((response) => response.questionId === chemicalQuestionId);
    expect(answer?.selectedItem).toMatchObject({ id: 'chem-acetone', name: 'Acetone' });
    expect(JSON.parse(answer!.selectedItem!.fields!)).toMatchObject({ casNumber: '67-64-1', hazardClass: 'Flammable liquid' });
    expect(searchedAgain.data!.searchLibraryItems.map((item) => item.name)).toEqual(['Acetone']);
  });

  it("give document roles from the library's values of the chosen item, whatever the caller sent", async () => {
    // Prepare
    const { library, hood } = await givenStewardedHood();
    const { templateId, questionId } = await givenHoodTemplate(library);
    const form = (await startForm(staffOne, templateId)).data!.startForm!;
    const staffTwoBefore = await canOpen(staffTwo, form.id);

    // Act: the request names health.user as the steward; the library says staff.two.
    const saved = await saveLibraryAnswer(staffOne, form.id, questionId, { id: hood.id, name: 'Anything', fields: JSON.stringify({ steward: 'user-health' }) });
    const unknownItem = await saveLibraryAnswer(staffOne, form.id, questionId, { id: 'no-such-hood', name: 'Fume hood 99', fields: null });
    const answers = await readAnswers(staffOne, form.id);

    // Assess
    expect(saved.errors).toBeUndefined();
    expect(codesOf(unknownItem)).toEqual(['BAD_USER_INPUT']);
    const answer = answers.data!.form.responses.find((response) => response.questionId === questionId);
    expect(answer?.selectedItem).toEqual({ id: hood.id, name: 'Fume hood 12', fields: JSON.stringify({ steward: 'user-staff-two' }) });
    expect({ staffTwoBefore, staffTwo: await canOpen(staffTwo, form.id), healthUser: await canOpen(healthUser, form.id) }).toEqual({
      staffTwoBefore: false,
      staffTwo: true,
      healthUser: false,
    });
  });
});
