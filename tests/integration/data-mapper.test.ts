import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { addField, createItem, createLibrary, publishLibrary } from './steps/library-steps';
import { chooseItem, itemValues, prefill, readMapper, saveMapper, submit, textAnswers } from './steps/mapper-steps';
import { startForm } from './steps/form-steps';
import { uniqueName } from './steps/role-steps';
import { addQuestion, createCampusTemplate, publishTemplate } from './steps/template-steps';
import { givenFlagsOn } from './steps/flag-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let globalAdmin: ApiClient;
let programAdmin: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  await givenFlagsOn(stack.url, ['rollout-data-mapper']);
  [globalAdmin, programAdmin, staffOne] = await Promise.all([signIn(stack.url, 'global.admin'), signIn(stack.url, 'program.admin'), signIn(stack.url, 'staff.one')]);
});
afterAll(async () => stack.close());

/** A published library of rooms (global.admin administers it; program.admin does not edit it) with Room 210. */
async function givenRoomsLibrary() {
  const created = (await createLibrary(globalAdmin, uniqueName('Rooms'))).data!.createLibrarySchema;
  const named = (await addField(globalAdmin, created.id, created.version, { fieldName: 'name', dataType: 'TEXT', required: true, unique: true })).data!.addLibraryField;
  const conditioned = (await addField(globalAdmin, created.id, named.version, { fieldName: 'condition', dataType: 'TEXT' })).data!.addLibraryField;
  const library = (await publishLibrary(globalAdmin, created.id, conditioned.version)).data!.publishLibrarySchema;
  const room = (await createItem(globalAdmin, library.id, { name: 'Room 210', condition: 'Good' })).data!.createLibraryItem;
  return { library, room };
}

/** A published lab safety inspection: which room (a library question), its condition and the room's name typed (text). */
async function givenInspection(library: { id: string; objectName: string }) {
  const template = (await createCampusTemplate(programAdmin, uniqueName('Room inspection'))).data!.createCampusTemplate;
  const pageId = template.pages[0]!.id;
  const room = (await addQuestion(programAdmin, template.id, pageId, { __typename: 'LibrarySearchQuestion', title: 'Which room', library: { schemaId: library.id, name: library.objectName } })).edit!;
  const condition = (await addQuestion(programAdmin, template.id, pageId, { __typename: 'TextQuestion', title: 'Condition' })).edit!;
  const typed = (await addQuestion(programAdmin, template.id, pageId, { __typename: 'TextQuestion', title: 'Room name' })).edit!;
  expect((await publishTemplate(programAdmin, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return { templateId: template.id, roomQuestionId: room.id, conditionQuestionId: condition.id, typedQuestionId: typed.id };
}

const chosenRoomMapper = (inspection: Awaited<ReturnType<typeof givenInspection>>, libraryId: string, expectedVersion: number) => ({
  templateId: inspection.templateId,
  expectedVersion,
  libraryId,
  itemSource: 'CHOSEN_ITEM',
  itemQuestionId: inspection.roomQuestionId,
  fields: [{ questionId: inspection.conditionQuestionId, fieldName: 'condition', prefill: true, update: true }],
});

describe('data mapper', () => {
  it('is read and saved by the template authors only, version-checked, with each refused row named', async () => {
    // Prepare
    const { library } = await givenRoomsLibrary();
    const inspection = await givenInspection(library);

    // Act
    const staffRead = await readMapper(staffOne, inspection.templateId);
    const staffSave = await saveMapper(staffOne, chosenRoomMapper(inspection, library.id, 0));
    const before = (await readMapper(programAdmin, inspection.templateId)).data!.dataMapperConfig;
    const wrong = await saveMapper(programAdmin, { ...chosenRoomMapper(inspection, library.id, 0), fields: [{ questionId: 'nope', fieldName: 'colour', prefill: true, update: false }] });
    const saved = (await saveMapper(programAdmin, chosenRoomMapper(inspection, library.id, 0))).data!.saveDataMapperConfig;
    const stale = await saveMapper(programAdmin, chosenRoomMapper(inspection, library.id, 0));

    // Assess
    expect(codesOf(staffRead)).toEqual(['FORBIDDEN']);
    expect(codesOf(staffSave)).toEqual(['FORBIDDEN']);
    expect(before).toBeNull();
    expect(codesOf(wrong)).toEqual(['BAD_USER_INPUT']);
    expect(wrong.errors?.[0]?.errorInfo?.details).toMatchObject({ problems: [{ path: 'fields.0.questionId' }, { path: 'fields.0.fieldName', message: 'The library has no field colour' }] });
    expect(saved).toMatchObject({ libraryName: library.objectName, itemSource: 'CHOSEN_ITEM', version: 1, grantedBy: null });
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect((await readMapper(programAdmin, inspection.templateId)).data!.dataMapperConfig).toMatchObject({ version: 1, fields: [{ fieldName: 'condition' }] });
  });

  it("pre-fills the mapped answers from the chosen item, never over an answer, and writes nothing back without an editor's grant", async () => {
    // Prepare: program.admin, who does not edit the library, maps it.
    const { library, room } = await givenRoomsLibrary();
    const inspection = await givenInspection(library);
    await saveMapper(programAdmin, chosenRoomMapper(inspection, library.id, 0));
    const form = (await startForm(staffOne, inspection.templateId)).data!.startForm!;
    await chooseItem(staffOne, form.id, inspection.roomQuestionId, room);

    // Act
    const filled = (await prefill(staffOne, form.id, inspection.roomQuestionId)).data!.prefillFromLibraryItem;
    const again = (await prefill(staffOne, form.id, inspection.roomQuestionId)).data!.prefillFromLibraryItem;
    const answers = await textAnswers(staffOne, form.id);
    const submitted = await submit(staffOne, form.id);

    // Assess
    expect(filled.responses).toEqual([{ questionId: inspection.conditionQuestionId, text: 'Good' }]);
    expect(again.responses).toEqual([]);
    expect(answers[inspection.conditionQuestionId]).toBe('Good');
    expect(submitted.data?.updateFormByAction.status).toBe('submitted');
    expect(await itemValues(globalAdmin, library.id, room.id)).toMatchObject({ values: { condition: 'Good' }, version: 1 });
  });

  it("updates the chosen item on submit under a library editor's grant, and stops when the grant is gone", async () => {
    // Prepare: global.admin, an administrator (so an editor) of the library, saves the mapper: the grant.
    const { library, room } = await givenRoomsLibrary();
    const inspection = await givenInspection(library);
    const granted = (await saveMapper(globalAdmin, chosenRoomMapper(inspection, library.id, 0))).data!.saveDataMapperConfig;
    const first = (await startForm(staffOne, inspection.templateId)).data!.startForm!;
    await chooseItem(staffOne, first.id, inspection.roomQuestionId, room);
    await staffOne.graphql('mutation T($input: UpdateTextResponseInput!) { updateTextResponse(input: $input) { id } }', {
      input: { formId: first.id, questionId: inspection.conditionQuestionId, text: 'Needs paint' },
    });

    // Act: staff.one submits; then program.admin saves the same mapper, which takes the grant back, and a second form is submitted.
    await submit(staffOne, first.id);
    const afterFirst = await itemValues(globalAdmin, library.id, room.id);
    const ungranted = (await saveMapper(programAdmin, chosenRoomMapper(inspection, library.id, 1))).data!.saveDataMapperConfig;
    const second = (await startForm(staffOne, inspection.templateId)).data!.startForm!;
    await chooseItem(staffOne, second.id, inspection.roomQuestionId, room);
    await staffOne.graphql('mutation T($input: UpdateTextResponseInput!) { updateTextResponse(input: $input) { id } }', {
      input: { formId: second.id, questionId: inspection.conditionQuestionId, text: 'Flooded' },
    });
    await submit(staffOne, second.id);

    // Assess
    expect(granted.grantedBy).toEqual({ userId: 'user-global-admin' });
    expect(afterFirst).toEqual({ values: { name: 'Room 210', condition: 'Needs paint' }, version: 2 });
    expect(ungranted.grantedBy).toBeNull();
    expect(await itemValues(globalAdmin, library.id, room.id)).toMatchObject({ values: { condition: 'Needs paint' }, version: 2 });
  });

  it('finds the item by a business key: the unique field equal to a typed answer', async () => {
    // Prepare
    const { library, room } = await givenRoomsLibrary();
    const inspection = await givenInspection(library);
    await saveMapper(globalAdmin, {
      ...chosenRoomMapper(inspection, library.id, 0),
      itemSource: 'BUSINESS_KEY',
      itemQuestionId: inspection.typedQuestionId,
      businessKeyField: 'name',
    });
    const form = (await startForm(staffOne, inspection.templateId)).data!.startForm!;
    await staffOne.graphql('mutation T($input: UpdateTextResponseInput!) { updateTextResponse(input: $input) { id } }', {
      input: { formId: form.id, questionId: inspection.typedQuestionId, text: 'room 210' },
    });

    // Act
    const filled = (await prefill(staffOne, form.id, inspection.typedQuestionId)).data!.prefillFromLibraryItem;
    await staffOne.graphql('mutation T($input: UpdateTextResponseInput!) { updateTextResponse(input: $input) { id } }', {
      input: { formId: form.id, questionId: inspection.conditionQuestionId, text: 'Repainted', expectedVersion: 1 },
    });
    await submit(staffOne, form.id);

    // Assess
    expect(filled.responses.map((response) => response.questionId)).toEqual([inspection.conditionQuestionId]);
    expect(await itemValues(globalAdmin, library.id, room.id)).toMatchObject({ values: { condition: 'Repainted' }, version: 2 });
  });
});
