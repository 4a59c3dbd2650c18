import { randomUUID } from 'node:crypto';
import { fileUploadProblem } from '../../../schema/src/forms/files';
import { imageKeyProblem } from '../../../schema/src/forms/image-keys';
import { imageKeyPrefix, safeFileName } from '../../../schema/src/forms/images';
import { createFileUploadInputSchema } from '../../../schema/src/inputs/responses';
import { blobStore } from '../../blobs/blob-store';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanUpdateElement } from '../answers/element-guard';
import { templateIndexOf, writableForm } from '../answers/writable-form';

/**
 * Checks a file against a file question of a form the caller may change (its accepted types and largest size)
 * and answers its signed upload. Files live beside the form's images (forms/<formId>/<questionId>/), so the
 * same key checks, view addresses (imageUrls) and section rules apply to them.
 */
export async function createFileUpload(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(createFileUploadInputSchema, args.input);
  const { form, template } = await writableForm(caller, input.formId);
  const question = templateIndexOf(template).byId.get(input.questionId)?.element;
  if (question?.__typename !== 'FileUploadQuestion') throw badUserInput(`${input.questionId} is not a file question of this form.`);
  await assertCanUpdateElement(caller, form, template, input.questionId);
  const problem = fileUploadProblem(question, { name: input.fileName, contentType: input.contentType, size: input.size });
  if (problem) throw badUserInput(problem);
  const key = `${imageKeyPrefix(form.id, input.questionId)}${randomUUID()}-${safeFileName(input.fileName)}`;
  // A question id is an author's choice: one that would make the key leave the form's folder is refused.
  const unsafe = imageKeyProblem(key, form.id, input.questionId);
  if (unsafe) throw badUserInput(unsafe);
  const target = await blobStore().uploadTarget({ key, contentType: input.contentType, size: input.size });
  return { key, url: target.url, headers: JSON.stringify(target.headers), expiresAt: target.expiresAt };
}
