import { randomUUID } from 'node:crypto';
import { locationProblem } from '../../../schema/src/forms/answer-checks';
import { imageKeyProblem } from '../../../schema/src/forms/image-keys';
import { deleteImageInputSchema, maxRowsPerTable, tableRowInputSchema } from '../../../schema/src/inputs/responses';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanUpdateElement } from '../answers/element-guard';
import { editListAnswer } from '../answers/list-edit';
import { templateIndexOf, writableForm } from '../answers/writable-form';

/** The form and the table or repeatable section a row edit names, with its location checked. */
async function rowContainer(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(tableRowInputSchema, args.input);
  const { form, template } = await writableForm(caller, input.formId);
  const index = templateIndexOf(template);
  const kind = index.byId.get(input.questionId)?.element?.__typename;
  if (kind !== 'TableQuestion' && kind !== 'RepeatableSection') {
    throw badUserInput(`${input.questionId} is not a table or repeatable section of this form.`);
  }
  await assertCanUpdateElement(caller, form, template, input.questionId);
  const misplaced = locationProblem(index, input.questionId, input.location);
  if (misplaced) throw badUserInput(misplaced);
  return { form, input };
}

/** Adds a row to a table (or an instance to a repeatable section); adding a row that is there changes nothing. */
export async function addTableRow(caller: Caller, args: { input?: unknown }) {
  const { form, input } = await rowContainer(caller, args);
  const rowId = input.rowId ?? randomUUID();
  return editListAnswer(caller, { formId: form.id, questionId: input.questionId, location: input.location }, (current) => {
    const rowIds = current?.kind === 'TableResponse' ? current.rowIds : [];
    if (rowIds.includes(rowId)) return { kind: 'TableResponse', rowIds };
    if (rowIds.length >= maxRowsPerTable) throw badUserInput(`A table holds at most ${maxRowsPerTable} rows.`);
    return { kind: 'TableResponse', rowIds: [...rowIds, rowId] };
  });
}

/**
 * Removes a row. The row's answers stay stored but belong to no row, so nothing shows or counts them; adding a
 * row with the same id again brings them back (an undo).
 */
export async function removeTableRow(caller: Caller, args: { input?: unknown }) {
  const { form, input } = await rowContainer(caller, args);
  if (!input.rowId) throw badUserInput('Name the row to remove (rowId).');
  const rowId = input.rowId;
  return editListAnswer(caller, { formId: form.id, questionId: input.questionId, location: input.location }, (current) => {
    const rowIds = current?.kind === 'TableResponse' ? current.rowIds : [];
    if (!rowIds.includes(rowId)) throw notFound('Row', rowId);
    return { kind: 'TableResponse', rowIds: rowIds.filter((id) => id !== rowId) };
  });
}

/** Takes one image out of an image question's answer. */
export async function deleteImageResponse(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(deleteImageInputSchema, args.input);
  const { form, template } = await writableForm(caller, input.formId);
  const index = templateIndexOf(template);
  if (index.byId.get(input.questionId)?.element?.__typename !== 'ImageUploadQuestion') {
    throw badUserInput(`${input.questionId} is not an image question of this form.`);
  }
  await assertCanUpdateElement(caller, form, template, input.questionId);
  const misplaced = locationProblem(index, input.questionId, input.location) ?? imageKeyProblem(input.key, form.id, input.questionId);
  if (misplaced) throw badUserInput(misplaced);
  return editListAnswer(caller, { formId: form.id, questionId: input.questionId, location: input.location }, (current) => {
    const images = current?.kind === 'ImageUploadResponse' ? current.images : [];
    if (!images.some((image) => image.key === input.key)) throw notFound('Image', input.key);
    return { kind: 'ImageUploadResponse', images: images.filter((image) => image.key !== input.key) };
  });
}
