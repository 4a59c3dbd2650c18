import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let formId: string;

const responseFields = `
  __typename questionId version location { parentId rowId }
  ... on DateResponse { selectedDate }
  ... on DateRangeResponse { start end }
  ... on OptionResponse { selectedOptionIds }
  ... on ToggleResponse { defaultValue }
  ... on MeasurementV2Response { values { unit value } }
  ... on PersonSearchResponse { selectedPerson { userId firstName lastName email } }
  ... on CampusSearchResponse { selectedCampus { id name shortName tenant { id name } } }
  ... on BuildingSearchResponse { selectedBuilding { id name code } }
  ... on DocumentSearchResponse { selectedDocument { id name autoId } }
  ... on ImageUploadResponse { images { name key description } }
  ... on TableResponse { rowIds }
  ... on TextResponse { text }
`;

interface SavedResponse {
  __typename: string;
  questionId: string;
  version: number;
  location: { parentId: string | null; rowId: string | null } | null;
  [field: string]: unknown;
}

/** Calls one answer mutation and answers the response it saved (or the errors). */
async function save(client: ApiClient, operation: string, input: Record<string, unknown>) {
  const inputType = `${operation[0]!.toUpperCase()}${operation.slice(1)}Input`.replace('AddTableRowInput', 'TableRowInput').replace('RemoveTableRowInput', 'TableRowInput');
  const answer = await client.graphql<Record<string, { id: string; lastSaved: string; responses: SavedResponse[] }>>(
    `mutation Save($input: ${inputType}!) { ${operation}(input: $input) { id lastSaved responses { ${responseFields} } } }`,
    { input: { formId, ...input } },
  );
  return { response: answer.data?.[operation]?.responses[0], codes: codesOf(answer), errors: answer.errors };
}

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
  staffTwo = await signIn(stack.url, 'staff.two');
  const started = await startForm(staffOne);
  formId = started.data!.startForm!.id;
});
afterAll(async () => stack.close());

describe('answers of every kind', () => {
  it('saves a date, a date range being cleared, options, a toggle and a measurement, each at version 1', async () => {
    const date = await save(staffOne, 'updateDateResponse', { questionId: 'lsi-eyewash', selectedDate: '2026-03-01' });
    const options = await save(staffOne, 'updateOptionResponse', { questionId: 'lsi-equipment', selectedOptionIds: ['lsi-equipment-o1', 'lsi-equipment-o4'] });
    const toggle = await save(staffOne, 'updateToggleResponse', { questionId: 'lsi-secondary', defaultValue: true });
    const measurement = await save(staffOne, 'updateMeasurementV2Response', { questionId: 'lsi-flammables', values: [{ unit: 'L', value: 2.5 }] });

    expect(date.response).toMatchObject({ __typename: 'DateResponse', selectedDate: '2026-03-01', version: 1, location: null });
    expect(options.response).toMatchObject({ __typename: 'OptionResponse', selectedOptionIds: ['lsi-equipment-o1', 'lsi-equipment-o4'] });
    expect(toggle.response).toMatchObject({ __typename: 'ToggleResponse', defaultValue: true });
    expect(measurement.response).toMatchObject({ __typename: 'MeasurementV2Response', values: [{ unit: 'L', value: 2.5 }] });
  });

  it('clears an option answer with removeOptionResponse, moving its version on', async () => {
    await save(staffOne, 'updateOptionResponse', { questionId: 'lsi-segregated', selectedOptionIds: ['lsi-segregated-o1'] });
    const cleared = await save(staffOne, 'removeOptionResponse', { questionId: 'lsi-segregated', expectedVersion: 1 });

    expect(cleared.response).toMatchObject({ selectedOptionIds: [], version: 2 });
  });

  it('refuses answers that do not fit the question, with BAD_USER_INPUT and a reason', async () => {
    const twoForOne = await save(staffOne, 'updateOptionResponse', { questionId: 'lsi-segregated', selectedOptionIds: ['lsi-segregated-o1', 'lsi-segregated-o2'], expectedVersion: 2 });
    const unknownOption = await save(staffOne, 'updateOptionResponse', { questionId: 'lsi-equipment', selectedOptionIds: ['nope'], expectedVersion: 1 });
    const tooEarly = await save(staffOne, 'updateDateResponse', { questionId: 'lsi-eyewash', selectedDate: '1949-12-31', expectedVersion: 1 });
    const wrongKind = await save(staffOne, 'updateDateResponse', { questionId: 'lsi-room', selectedDate: '2026-03-01' });
    const backwards = await save(staffOne, 'updateToggleResponse', { questionId: 'lsi-equipment', defaultValue: true });

    expect(twoForOne.codes).toEqual(['BAD_USER_INPUT']);
    expect(twoForOne.errors?.[0]?.message).toBe('This question takes one option.');
    expect(unknownOption.codes).toEqual(['BAD_USER_INPUT']);
    expect(tooEarly.errors?.[0]?.message).toMatch(/between 01\/01\/1950 and 12\/31\//);
    expect(wrongKind.codes).toEqual(['BAD_USER_INPUT']);
    expect(backwards.codes).toEqual(['BAD_USER_INPUT']);
  });

  it('reads a chosen person and campus from the platform, not from the caller', async () => {
    const person = await save(staffOne, 'updatePersonSearchResponse', {
      questionId: 'lsi-pi',
      selectedPerson: { userId: 'user-staff-two', firstName: 'Forged', lastName: 'Name', email: 'forged@example.com' },
    });
    const stranger = await save(staffOne, 'updatePersonSearchResponse', {
      questionId: 'lsi-pi',
      selectedPerson: { userId: 'nobody-at-all', firstName: 'No', lastName: 'Body', email: 'no@example.com' },
      expectedVersion: 1,
    });

    expect(person.response?.selectedPerson).toMatchObject({ userId: 'user-staff-two' });
    expect(person.response?.selectedPerson).not.toMatchObject({ firstName: 'Forged' });
    expect(stranger.codes).toEqual(['BAD_USER_INPUT']);
  });

  it('adds table rows that both land when added at once, answers a cell in a row, and removes a row', async () => {
    const [first, second] = await Promise.all([
      save(staffOne, 'addTableRow', { questionId: 'lsi-actions', rowId: 'row-a' }),
      save(staffOne, 'addTableRow', { questionId: 'lsi-actions', rowId: 'row-b' }),
    ]);
    const cell = await save(staffOne, 'updateTextResponse', { questionId: 'lsi-action-text', text: 'Label the waste', location: { parentId: 'lsi-actions', rowId: 'row-a' } });
    const cellWithoutRow = await save(staffOne, 'updateTextResponse', { questionId: 'lsi-action-text', text: 'Where?' });
    const removed = await save(staffOne, 'removeTableRow', { questionId: 'lsi-actions', rowId: 'row-a' });

    expect([first.codes, second.codes]).toEqual([[], []]);
    expect(cell.response).toMatchObject({ text: 'Label the waste', location: { parentId: 'lsi-actions', rowId: 'row-a' } });
    expect(cellWithoutRow.codes).toEqual(['BAD_USER_INPUT']);
    expect(removed.response).toMatchObject({ __typename: 'TableResponse', rowIds: ['row-b'], version: 3 });
  });

  it('saves images and deletes one by key', async () => {
    const images = [
      { name: 'shelf.jpg', key: `forms/${formId}/lsi-photos/shelf.jpg`, description: 'Acids above bases' },
      { name: 'door.jpg', key: `forms/${formId}/lsi-photos/door.jpg`, description: null },
    ];
    await save(staffOne, 'updateImageUploadResponse', { questionId: 'lsi-photos', images });
    const afterDelete = await save(staffOne, 'deleteImageResponse', { questionId: 'lsi-photos', key: `forms/${formId}/lsi-photos/door.jpg` });

    expect(afterDelete.response?.images).toEqual([images[0]]);
  });

  it('answers CONFLICT with the stored answer to a save based on an old version', async () => {
    await save(staffOne, 'updateToggleResponse', { questionId: 'lsi-secondary', defaultValue: false, expectedVersion: 1 });
    const stale = await save(staffOne, 'updateToggleResponse', { questionId: 'lsi-secondary', defaultValue: true, expectedVersion: 1 });

    expect(stale.codes).toEqual(['CONFLICT']);
    expect(stale.errors?.[0]?.errorInfo?.details).toMatchObject({ current: { defaultValue: false, version: 2 } });
  });

  it("refuses staff.two, who may not change staff.one's form", async () => {
    const refused = await save(staffTwo, 'updateToggleResponse', { questionId: 'lsi-secondary', defaultValue: true, expectedVersion: 2 });
    const refusedRow = await save(staffTwo, 'addTableRow', { questionId: 'lsi-actions' });

    expect(refused.codes).toEqual(['FORBIDDEN']);
    expect(refusedRow.codes).toEqual(['FORBIDDEN']);
  });
});

describe('image uploads', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  async function createUpload(client: ApiClient, file: { fileName: string; contentType: string; size: number }) {
    return client.graphql<{ createImageUpload: { key: string; url: string; headers: string } }>(
      'mutation Upload($input: CreateImageUploadInput!) { createImageUpload(input: $input) { key url headers expiresAt } }',
      { input: { formId, questionId: 'lsi-photos', ...file } },
    );
  }

  it('uploads through the signed address, saves the key and shows the image to whoever may view the form', async () => {
    const upload = (await createUpload(staffOne, { fileName: 'hood.png', contentType: 'image/png', size: png.length })).data!.createImageUpload;
    const put = await fetch(new URL(upload.url, stack.url), { method: 'PUT', headers: JSON.parse(upload.headers) as Record<string, string>, body: png });
    const saved = await save(staffOne, 'updateImageUploadResponse', {
      questionId: 'lsi-photos',
      images: [{ name: 'hood.png', key: upload.key, description: 'Sash above the line' }],
      expectedVersion: 2,
    });
    const urls = await staffOne.graphql<{ imageUrls: Array<{ key: string; url: string }> }>(
      'query Urls($formId: ID!, $keys: [String!]!) { imageUrls(formId: $formId, keys: $keys) { key url } }',
      { formId, keys: [upload.key] },
    );
    const image = await fetch(new URL(urls.data!.imageUrls[0]!.url, stack.url));
    const strangers = await staffTwo.graphql('query Urls($formId: ID!, $keys: [String!]!) { imageUrls(formId: $formId, keys: $keys) { url } }', { formId, keys: [upload.key] });

    expect(put.status).toBe(200);
    expect(saved.codes).toEqual([]);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    expect(codesOf(strangers)).toEqual(['FORBIDDEN']);
  });

  it('refuses files of other types or sizes, bodies that differ from what was signed, and keys of other forms', async () => {
    const pdf = await createUpload(staffOne, { fileName: 'notes.pdf', contentType: 'application/pdf', size: 10 });
    const huge = await createUpload(staffOne, { fileName: 'huge.jpg', contentType: 'image/jpeg', size: 11 * 1024 * 1024 });
    const upload = (await createUpload(staffOne, { fileName: 'small.png', contentType: 'image/png', size: 4 })).data!.createImageUpload;
    const tooBig = await fetch(new URL(upload.url, stack.url), { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: png });
    const otherType = await fetch(new URL(upload.url, stack.url), { method: 'PUT', headers: { 'Content-Type': 'image/gif' }, body: png.subarray(0, 4) });
    const foreignKey = await save(staffOne, 'updateImageUploadResponse', { questionId: 'lsi-photos', images: [{ name: 'x.png', key: 'forms/other/lsi-photos/x.png' }], expectedVersion: 3 });

    expect(pdf.errors?.[0]?.message).toBe('notes.pdf is not a JPEG, PNG, GIF or WebP image.');
    expect(huge.errors?.[0]?.message).toBe('huge.jpg is larger than 10 MB.');
    expect(tooBig.status).toBe(400);
    expect(otherType.status).toBe(403);
    expect(foreignKey.codes).toEqual(['BAD_USER_INPUT']);
  });
});

describe('document roles from answers', () => {
  const viewable = async (client: ApiClient, id: string) => codesOf(await client.graphql('query F($id: ID!) { form(id: $id) { id } }', { id }));

  it("gives the chosen person the question's document role, and takes it back when the answer changes", async () => {
    const started = await startForm(staffOne, 'tpl-every-kind-demo-v1');
    const demoFormId = started.data!.startForm!.id;
    const choose = (userId: string, expectedVersion: number) =>
      staffOne.graphql(
        'mutation S($input: UpdatePersonSearchResponseInput!) { updatePersonSearchResponse(input: $input) { id } }',
        { input: { formId: demoFormId, questionId: 'ekd-person', expectedVersion, selectedPerson: { userId, firstName: 'x', lastName: 'x', email: 'x@x.x' } } },
      );

    expect(await viewable(staffTwo, demoFormId)).toEqual(['FORBIDDEN']);
    await choose('user-staff-two', 0);
    expect(await viewable(staffTwo, demoFormId)).toEqual([]);
    await choose('user-program-admin', 1);
    expect(await viewable(staffTwo, demoFormId)).toEqual(['FORBIDDEN']);
  });
});
