import { randomUUID } from 'node:crypto';
import { imageKeyProblem } from '../../../schema/src/forms/image-keys';
import { imageKeyPrefix, imageUploadProblem, safeFileName } from '../../../schema/src/forms/images';
import { createImageUploadInputSchema, imageUrlsInputSchema } from '../../../schema/src/inputs/responses';
import { blobStore } from '../../blobs/blob-store';
import { findForm } from '../../data/forms-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanUpdateElement, assertCanViewImages } from '../answers/element-guard';
import { templateIndexOf, writableForm } from '../answers/writable-form';
import { assertCanReadForm } from '../form-access';

/** Checks an image for an image question of a form the caller may change, and answers its signed upload. */
export async function createImageUpload(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(createImageUploadInputSchema, args.input);
  const { form, template } = await writableForm(caller, input.formId);
  if (templateIndexOf(template).byId.get(input.questionId)?.element?.__typename !== 'ImageUploadQuestion') {
    throw badUserInput(`${input.questionId} is not an image question of this form.`);
  }
  await assertCanUpdateElement(caller, form, template, input.questionId);
  const problem = imageUploadProblem({ name: input.fileName, contentType: input.contentType, size: input.size });
  if (problem) throw badUserInput(problem);
  const key = `${imageKeyPrefix(form.id, input.questionId)}${randomUUID()}-${safeFileName(input.fileName)}`;
  // A question id is an author's choice: one that would make the key leave the form's folder is refused.
  const unsafe = imageKeyProblem(key, form.id, input.questionId);
  if (unsafe) throw badUserInput(unsafe);
  const target = await blobStore().uploadTarget({ key, contentType: input.contentType, size: input.size });
  return { key, url: target.url, headers: JSON.stringify(target.headers), expiresAt: target.expiresAt };
}

/** Signed view addresses for images of a form the caller may view; keys of other forms are refused. */
export async function imageUrls(caller: Caller, args: unknown) {
  const input = parseInput(imageUrlsInputSchema, args);
  const form = await findForm(input.formId);
  if (!form) throw notFound('Form', input.formId);
  await assertCanReadForm(caller, form);
  const problem = input.keys.map((key) => imageKeyProblem(key, form.id)).find((found) => found !== null);
  if (problem) throw badUserInput(problem);
  await assertCanViewImages(caller, form, input.keys);
  const store = blobStore();
  return Promise.all(input.keys.map(async (key) => ({ key, url: await store.viewUrl(key) })));
}
