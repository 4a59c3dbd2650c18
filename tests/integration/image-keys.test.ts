import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBlobPath, signLocalBlob } from '../../functions/blobs/local-blob-signing';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { readForm, startForm } from './steps/form-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// Finding 7 of issue 12: `forms/<own>/../<other>/…` was signed and stored, and the folder store resolved it.
let stack: LocalStack;
let attacker: ApiClient;
let ownFormId: string;
let victimFormId: string;
let victimKey: string;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function uploadImage(client: ApiClient, formId: string): Promise<string> {
  const created = await client.graphql<{ createImageUpload: { key: string; url: string; headers: string } }>(
    'mutation Upload($input: CreateImageUploadInput!) { createImageUpload(input: $input) { key url headers } }',
    { input: { formId, questionId: 'lsi-photos', fileName: 'secret.png', contentType: 'image/png', size: png.length } },
  );
  const upload = created.data!.createImageUpload;
  await fetch(new URL(upload.url, stack.url), { method: 'PUT', headers: JSON.parse(upload.headers) as Record<string, string>, body: png });
  return upload.key;
}

const imageUrls = (client: ApiClient, formId: string, keys: string[]) =>
  client.graphql<{ imageUrls: Array<{ url: string }> }>('query Urls($formId: ID!, $keys: [String!]!) { imageUrls(formId: $formId, keys: $keys) { url } }', { formId, keys });

const saveImages = (client: ApiClient, formId: string, key: string) =>
  client.graphql(
    'mutation Save($input: UpdateImageUploadResponseInput!) { updateImageUploadResponse(input: $input) { id } }',
    { input: { formId, questionId: 'lsi-photos', images: [{ name: 'x.png', key }] } },
  );

beforeAll(async () => {
  stack = await startApi();
  attacker = await signIn(stack.url, 'staff.one');
  const victim = await signIn(stack.url, 'staff.two');
  ownFormId = (await startForm(attacker)).data!.startForm!.id;
  victimFormId = (await startForm(victim)).data!.startForm!.id;
  victimKey = await uploadImage(victim, victimFormId);
});
afterAll(async () => stack.close());

describe("image keys that reach another form's folder", () => {
  const traversals = () => {
    const rest = victimKey.slice(`forms/${victimFormId}/`.length);
    return [
      `forms/${ownFormId}/../${victimFormId}/${rest}`,
      `forms/${ownFormId}/lsi-photos/../../${victimFormId}/${rest}`,
      `forms/${ownFormId}/./../${victimFormId}/${rest}`,
      `forms/${ownFormId}//../${victimFormId}/${rest}`,
    ];
  };

  it('are not signed: imageUrls answers BAD_USER_INPUT for each spelling', async () => {
    const answers = await Promise.all(traversals().map((key) => imageUrls(attacker, ownFormId, [key])));

    expect(answers.map(codesOf)).toEqual(traversals().map(() => ['BAD_USER_INPUT']));
    expect(answers.map((answer) => answer.data)).toEqual(traversals().map(() => null));
  });

  it('are not stored: updateImageUploadResponse answers BAD_USER_INPUT and the form keeps no image answer', async () => {
    const answers = await Promise.all(traversals().map((key) => saveImages(attacker, ownFormId, key)));
    const form = await readForm(attacker, ownFormId);

    expect(answers.map(codesOf)).toEqual(traversals().map(() => ['BAD_USER_INPUT']));
    expect(form.data!.form!.responses.filter((response) => response.questionId === 'lsi-photos')).toEqual([]);
  });

  it('are refused by the local blob store even with a valid signature', async () => {
    const key = traversals()[0]!;
    const expires = Date.now() + 60_000;
    const signature = signLocalBlob({ method: 'GET', key, expires });
    // A URL parser resolves `..` segments itself: the escaped slash carries the traversal into the key.
    const path = key.split('/').join('%2F');
    const response = await fetch(`${stack.url}${localBlobPath}/${path}?${new URLSearchParams({ expires: String(expires), signature }).toString()}`);

    expect(response.status).toBe(403);
  });

  it('still serves the image under its own key to its own form', async () => {
    const own = await uploadImage(attacker, ownFormId);
    const answer = await imageUrls(attacker, ownFormId, [own]);
    const image = await fetch(new URL(answer.data!.imageUrls[0]!.url, stack.url));

    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });
});
