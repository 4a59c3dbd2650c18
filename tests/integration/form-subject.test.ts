import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { signIn, startApi, type ApiClient } from './support/local-api';

const everyKindTemplateId = 'tpl-every-kind-demo-v1';
const subjectFields = 'subject { __typename ... on PersonSubject { userId firstName lastName email employeeId networkId } ... on LibraryItemSubject { id name fields } }';

let stack: LocalStack;
let staffOne: ApiClient;

interface Saved {
  id: string;
  subject: Record<string, unknown> | null;
}

/** Chooses a person (or nobody) in one of the form's person questions, as the page does, with forged names. */
async function choosePerson(formId: string, questionId: string, userId: string | null, expectedVersion: number) {
  const selectedPerson = userId ? { userId, firstName: 'Forged', lastName: 'Name', email: 'forged@example.com', employeeId: 'E-1', networkId: 'forged' } : null;
  const answer = await staffOne.graphql<{ updatePersonSearchResponse: Saved }>(
    `mutation S($input: UpdatePersonSearchResponseInput!) { updatePersonSearchResponse(input: $input) { id ${subjectFields} } }`,
    { input: { formId, questionId, expectedVersion, selectedPerson } },
  );
  return answer.data!.updatePersonSearchResponse;
}

async function chooseOption(formId: string) {
  const answer = await staffOne.graphql<{ updateOptionResponse: Saved }>(
    `mutation S($input: UpdateOptionResponseInput!) { updateOptionResponse(input: $input) { id ${subjectFields} } }`,
    { input: { formId, questionId: 'ekd-single', expectedVersion: 0, selectedOptionIds: ['ekd-single-o1'] } },
  );
  return answer.data!.updateOptionResponse;
}

async function subjectOfForm(formId: string) {
  const answer = await staffOne.graphql<{ form: Saved }>(`query F($id: ID!) { form(id: $id) { id ${subjectFields} } }`, { id: formId });
  return answer.data!.form.subject;
}

async function subjectInDocuments(formId: string) {
  const answer = await staffOne.graphql<{ userDocuments: { docs: Saved[] } }>(`query D { userDocuments(page: 1, size: 50) { docs { id ${subjectFields} } } }`);
  return answer.data!.userDocuments.docs.find((doc) => doc.id === formId)?.subject;
}

const samRivera = {
  __typename: 'PersonSubject',
  userId: 'user-staff-two',
  firstName: 'Sam',
  lastName: 'Rivera',
  email: 'sam.rivera@bayview.example.edu',
  employeeId: null,
  networkId: 'staff.two',
};

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

describe("the form's subject", () => {
  it("is the person chosen in the subject question, as the platform holds them, on the form and in the owner's documents", async () => {
    const formId = (await startForm(staffOne, everyKindTemplateId)).data!.startForm!.id;

    const saved = await choosePerson(formId, 'ekd-subject', 'user-staff-two', 0);

    expect(saved.subject).toEqual(samRivera);
    expect(await subjectOfForm(formId)).toEqual(samRivera);
    expect(await subjectInDocuments(formId)).toEqual(samRivera);
  });

  it('comes back with saves of other questions, which leave it as it is (updateOptionResponse)', async () => {
    const formId = (await startForm(staffOne, everyKindTemplateId)).data!.startForm!.id;
    const before = await chooseOption(formId);
    await choosePerson(formId, 'ekd-subject', 'user-staff-two', 0);

    const other = await choosePerson(formId, 'ekd-person', 'user-program-admin', 0);
    const option = await staffOne.graphql<{ updateOptionResponse: Saved }>(
      `mutation S($input: UpdateOptionResponseInput!) { updateOptionResponse(input: $input) { id ${subjectFields} } }`,
      { input: { formId, questionId: 'ekd-single', expectedVersion: 1, selectedOptionIds: ['ekd-single-o2'] } },
    );

    expect(before.subject).toBeNull();
    expect(other.subject).toEqual(samRivera);
    expect(option.data!.updateOptionResponse.subject).toEqual(samRivera);
  });

  it('stays on the form through saves that do not ask for it, and comes back with the next save that does', async () => {
    const formId = (await startForm(staffOne, everyKindTemplateId)).data!.startForm!.id;
    await choosePerson(formId, 'ekd-subject', 'user-staff-two', 0);

    // Neither the page's text save nor this one selects the subject: their write leaves it alone and answers nothing.
    const quiet = await staffOne.graphql<{ updateOptionResponse: { id: string } }>(
      'mutation S($input: UpdateOptionResponseInput!) { updateOptionResponse(input: $input) { id } }',
      { input: { formId, questionId: 'ekd-single', expectedVersion: 0, selectedOptionIds: ['ekd-single-o1'] } },
    );
    const asking = await staffOne.graphql<{ updateOptionResponse: Saved }>(
      `mutation S($input: UpdateOptionResponseInput!) { updateOptionResponse(input: $input) { id ${subjectFields} } }`,
      { input: { formId, questionId: 'ekd-single', expectedVersion: 1, selectedOptionIds: ['ekd-single-o2'] } },
    );

    expect(quiet.errors).toBeUndefined();
    expect(await subjectOfForm(formId)).toEqual(samRivera);
    expect(asking.data!.updateOptionResponse.subject).toEqual(samRivera);
  });

  it('changes with the answer and is gone when the answer is cleared', async () => {
    const formId = (await startForm(staffOne, everyKindTemplateId)).data!.startForm!.id;
    await choosePerson(formId, 'ekd-subject', 'user-staff-two', 0);

    const changed = await choosePerson(formId, 'ekd-subject', 'user-program-admin', 1);
    const cleared = await choosePerson(formId, 'ekd-subject', null, 2);

    expect(changed.subject).toMatchObject({ userId: 'user-program-admin', networkId: 'program.admin' });
    expect(cleared.subject).toBeNull();
    expect(await subjectOfForm(formId)).toBeNull();
    expect(await subjectInDocuments(formId)).toBeNull();
  });
});
