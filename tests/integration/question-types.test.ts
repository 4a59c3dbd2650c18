import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { addQuestion, createCampusTemplate } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// qtypes17: the email, phone number, number and file upload questions, answered and refused as a caller sees it.

const everyKindTemplateId = 'tpl-every-kind-demo-v1';

let stack: LocalStack;
let staffOne: ApiClient;
let author: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
  author = await signIn(stack.url, 'program.admin');
});
afterAll(async () => stack.close());

const responseFields = `__typename questionId version
  ... on TextResponse { text }
  ... on NumberResponse { value }
  ... on FileUploadResponse { files { name key contentType size } }`;

async function newForm() {
  return (await startForm(staffOne, everyKindTemplateId)).data!.startForm!.id;
}

/** Calls one answer mutation on a form and answers the response it saved, or the error codes and messages. */
async function save(formId: string, operation: string, inputType: string, input: Record<string, unknown>) {
  const answer = await staffOne.graphql<Record<string, { responses: Array<Record<string, unknown>> }>>(
    `mutation Save($input: ${inputType}!) { ${operation}(input: $input) { responses { ${responseFields} } } }`,
    { input: { formId, ...input } },
  );
  return { response: answer.data?.[operation]?.responses[0], codes: codesOf(answer), message: answer.errors?.[0]?.message };
}

const saveText = (formId: string, questionId: string, text: string) => save(formId, 'updateTextResponse', 'UpdateTextResponseInput', { questionId, text });
const saveNumber = (formId: string, value: number | null) => save(formId, 'updateNumberResponse', 'UpdateNumberResponseInput', { questionId: 'ekd-count', value });
const saveFiles = (formId: string, files: unknown[]) => save(formId, 'updateFileUploadResponse', 'UpdateFileUploadResponseInput', { questionId: 'ekd-files', files });

async function createFileUpload(formId: string, questionId: string, fileName: string, contentType: string, size: number) {
  const answer = await staffOne.graphql<{ createFileUpload: { key: string; url: string } }>(
    'mutation Upload($input: CreateFileUploadInput!) { createFileUpload(input: $input) { key url } }',
    { input: { formId, questionId, fileName, contentType, size } },
  );
  return { upload: answer.data?.createFileUpload, codes: codesOf(answer), message: answer.errors?.[0]?.message };
}

describe('email and phone number answers', () => {
  it('saves a valid email and phone number as text answers', async () => {
    const formId = await newForm();

    const email = await saveText(formId, 'ekd-email', 'pat.lee@example.edu');
    const phone = await saveText(formId, 'ekd-phone', '+1 (555) 123-4567');

    expect(email.response).toMatchObject({ __typename: 'TextResponse', text: 'pat.lee@example.edu', version: 1 });
    expect(phone.response).toMatchObject({ __typename: 'TextResponse', text: '+1 (555) 123-4567', version: 1 });
  });

  it('refuses an address without a domain and a phone number of too few digits, saying what is expected', async () => {
    const formId = await newForm();

    const email = await saveText(formId, 'ekd-email', 'pat.lee@example');
    const phone = await saveText(formId, 'ekd-phone', '12-34');

    expect(email).toMatchObject({ codes: ['BAD_USER_INPUT'], message: 'Enter an email address like name@example.edu.' });
    expect(phone).toMatchObject({ codes: ['BAD_USER_INPUT'], message: 'Enter a phone number of 7 to 15 digits, like +1 555 123 4567.' });
  });
});

describe('number answers', () => {
  it('saves a number within the bounds, then clears it', async () => {
    const formId = await newForm();

    const saved = await saveNumber(formId, 12);
    const cleared = await save(formId, 'updateNumberResponse', 'UpdateNumberResponseInput', { questionId: 'ekd-count', value: null, expectedVersion: 1 });

    expect(saved.response).toMatchObject({ __typename: 'NumberResponse', value: 12, version: 1 });
    expect(cleared.response).toMatchObject({ __typename: 'NumberResponse', value: null, version: 2 });
  });

  it('refuses a number above the maximum and a fraction where whole numbers are asked', async () => {
    const formId = await newForm();

    const above = await saveNumber(formId, 51);
    const fraction = await saveNumber(formId, 2.5);

    expect(above).toMatchObject({ codes: ['BAD_USER_INPUT'], message: 'Enter a number between 0 and 50.' });
    expect(fraction).toMatchObject({ codes: ['BAD_USER_INPUT'], message: 'Enter a whole number.' });
  });

  it('refuses a text answer for a number question, naming the mutation that answers it', async () => {
    const formId = await newForm();

    const text = await saveText(formId, 'ekd-count', '12');

    expect(text.codes).toEqual(['BAD_USER_INPUT']);
    expect(text.message).toContain('updateNumberResponse');
  });
});

describe('file upload answers', () => {
  it('signs an upload for an accepted file in the question’s own folder, and saves it in the answer', async () => {
    const formId = await newForm();

    const { upload } = await createFileUpload(formId, 'ekd-files', 'Safety plan.pdf', 'application/pdf', 2048);
    const saved = await saveFiles(formId, [{ name: 'Safety plan.pdf', key: upload!.key, contentType: 'application/pdf', size: 2048 }]);

    expect(upload!.key.startsWith(`forms/${formId}/ekd-files/`)).toBe(true);
    expect(saved.response).toMatchObject({ __typename: 'FileUploadResponse', files: [{ name: 'Safety plan.pdf', key: upload!.key, size: 2048 }] });
  });

  it('refuses to sign a type the question does not accept, a file over its largest size and a file for another kind of question', async () => {
    const formId = await newForm();

    const spreadsheet = await createFileUpload(formId, 'ekd-files', 'counts.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 10);
    const large = await createFileUpload(formId, 'ekd-files', 'big.pdf', 'application/pdf', 11 * 1024 * 1024);
    const wrongQuestion = await createFileUpload(formId, 'ekd-photos', 'plan.pdf', 'application/pdf', 10);

    expect(spreadsheet).toMatchObject({ codes: ['BAD_USER_INPUT'], message: 'counts.xlsx is not an accepted file type (pdf, docx, txt).' });
    expect(large).toMatchObject({ codes: ['BAD_USER_INPUT'], message: 'big.pdf is larger than 10 MB.' });
    expect(wrongQuestion).toMatchObject({ codes: ['BAD_USER_INPUT'], message: 'ekd-photos is not a file question of this form.' });
  });

  it('refuses a file key from another question’s folder, and removes a file by saving the list without it', async () => {
    const formId = await newForm();
    const file = (name: string) => ({ name, key: `forms/${formId}/ekd-files/${name}`, contentType: 'application/pdf', size: 10 });
    await saveFiles(formId, [file('a.pdf'), file('b.pdf')]);

    const foreign = await save(formId, 'updateFileUploadResponse', 'UpdateFileUploadResponseInput', {
      questionId: 'ekd-files',
      expectedVersion: 1,
      files: [{ name: 'c.pdf', key: `forms/${formId}/ekd-photos/c.pdf`, contentType: 'application/pdf', size: 10 }],
    });
    const removed = await save(formId, 'updateFileUploadResponse', 'UpdateFileUploadResponseInput', { questionId: 'ekd-files', expectedVersion: 1, files: [file('b.pdf')] });

    expect(foreign.codes).toEqual(['BAD_USER_INPUT']);
    expect(removed.response).toMatchObject({ version: 2, files: [{ name: 'b.pdf' }] });
  });
});

describe('authoring the new kinds', () => {
  it('adds the four kinds with their settings, and a question name and description', async () => {
    const template = (await createCampusTemplate(author, 'Question types')).data!.createCampusTemplate;
    const pageId = template.pages[0]!.id;

    const added = [];
    for (const element of [
      { __typename: 'EmailQuestion', title: 'Email', name: 'contact_email', description: 'Where we send the report.' },
      { __typename: 'PhoneNumberQuestion', title: 'Phone' },
      { __typename: 'NumberQuestion', title: 'Hoods', min: 0, max: 10, integer: true },
      { __typename: 'FileUploadQuestion', title: 'Plans', acceptedTypes: ['PDF'], maxSizeMb: 5 },
    ]) {
      added.push(await addQuestion(author, template.id, pageId, element));
    }

    expect(added.map(({ answer }) => codesOf(answer))).toEqual([[], [], [], []]);
    expect(JSON.parse(added[0]!.edit!.element)).toMatchObject({ name: 'contact_email', description: 'Where we send the report.' });
    expect(JSON.parse(added[3]!.edit!.element)).toMatchObject({ acceptedTypes: ['pdf'], maxSizeMb: 5, maxFiles: 5 });
  });

  it('refuses a minimum above the maximum, a largest file over 25 MB and a reference image that is not https', async () => {
    const template = (await createCampusTemplate(author, 'Question type limits')).data!.createCampusTemplate;
    const pageId = template.pages[0]!.id;

    const bounds = await addQuestion(author, template.id, pageId, { __typename: 'NumberQuestion', title: 'Hoods', min: 5, max: 1 });
    const size = await addQuestion(author, template.id, pageId, { __typename: 'FileUploadQuestion', title: 'Plans', maxSizeMb: 100 });
    const image = await addQuestion(author, template.id, pageId, { __typename: 'ImageUploadQuestion', title: 'Photos', images: [{ url: 'http://example.edu/a.png' }] });

    expect(codesOf(bounds.answer)).toEqual(['BAD_USER_INPUT']);
    expect(bounds.answer.errors?.[0]?.message).toContain('The minimum is more than the maximum');
    expect(codesOf(size.answer)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(image.answer)).toEqual(['BAD_USER_INPUT']);
  });
});
