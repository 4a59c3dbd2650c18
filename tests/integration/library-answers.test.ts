import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { fetchSchema } from './steps/library-steps';
import { startForm } from './steps/form-steps';
import { signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let globalAdmin: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  globalAdmin = await signIn(stack.url, 'global.admin');
  staffOne = await signIn(stack.url, 'staff.one');
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
});
