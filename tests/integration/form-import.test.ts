import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { importForms } from './steps/mapper-steps';
import { uniqueName } from './steps/role-steps';
import { addQuestion, createCampusTemplate, publishTemplate } from './steps/template-steps';
import { givenFlagsOn } from './steps/flag-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let programAdmin: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  await givenFlagsOn(stack.url, ['poc-import-mapper']);
  [programAdmin, staffOne] = await Promise.all([signIn(stack.url, 'program.admin'), signIn(stack.url, 'staff.one')]);
});
afterAll(async () => stack.close());

/** A published lab safety template with a text, a date and a choice question. */
async function givenTemplate() {
  const template = (await createCampusTemplate(programAdmin, uniqueName('Imported inspection'))).data!.createCampusTemplate;
  const pageId = template.pages[0]!.id;
  const room = (await addQuestion(programAdmin, template.id, pageId, { __typename: 'TextQuestion', title: 'Room' })).edit!;
  const date = (await addQuestion(programAdmin, template.id, pageId, { __typename: 'DateQuestion', title: 'Inspected on' })).edit!;
  const risk = (await addQuestion(programAdmin, template.id, pageId, { __typename: 'OptionQuestion', title: 'Risk', options: [{ id: 'low', label: 'Low' }, { id: 'high', label: 'High' }] })).edit!;
  expect((await publishTemplate(programAdmin, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return { template, room: room.id, date: date.id, risk: risk.id };
}

const groupDocuments = (client: ApiClient, groupId: string) =>
  client.graphql<{ documentsByTemplateGroup: { docs: Array<{ id: string; status: string; owner: { userId: string } }>; meta: { total: number } } }>(
    'query G($groupId: ID!) { documentsByTemplateGroup(groupId: $groupId, page: 1, size: 25) { docs { id status owner { userId } } meta { total } } }',
    { groupId },
  );

const readAnswers = (client: ApiClient, id: string) =>
  client.graphql<{ form: { status: string; owner: { userId: string }; responses: Array<{ questionId: string; text?: string; selectedDate?: string; selectedOptionIds?: string[] }> } }>(
    'query F($id: ID!) { form(id: $id) { status owner { userId } responses { questionId ... on TextResponse { text } ... on DateResponse { selectedDate } ... on OptionResponse { selectedOptionIds } } } }',
    { id },
  );

describe('importForms', () => {
  it('previews a file without writing: each refused row with its problems (unknown owner, status, bad answers)', async () => {
    // Prepare
    const { template, room, date, risk } = await givenTemplate();

    // Act
    const preview = (
      await importForms(programAdmin, template.id, true, [
        { rowNumber: 2, owner: 'staff.one', status: 'submitted', answers: { [room]: '210B', [date]: '2026-10-01', [risk]: 'high' } },
        { rowNumber: 3, owner: 'nobody.here', status: 'approved', answers: { [date]: 'last week', [risk]: 'Extreme' } },
      ])
    ).data!.importForms;
    const listed = (await groupDocuments(programAdmin, template.groupId)).data!.documentsByTemplateGroup;

    // Assess
    expect(preview).toMatchObject({ accepted: 1, rejected: 1, statuses: ['draft', 'submitted'] });
    expect(preview.rows[0]).toEqual({ rowNumber: 2, formId: null, problems: [] });
    expect(preview.rows[1]!.problems).toEqual([
      'Owner: no active user nobody.here',
      'Status: approved is not one of draft, submitted',
      'Inspected on: Enter a date as YYYY-MM-DD',
      'Risk: "Extreme" is not an option (Low, High)',
    ]);
    expect(listed.meta.total).toBe(0);
  });

  it('imports the valid rows as forms with their owner, status and answers, listed and counted as started ones', async () => {
    // Prepare
    const { template, room, date, risk } = await givenTemplate();

    // Act
    const imported = (
      await importForms(programAdmin, template.id, false, [
        { rowNumber: 2, owner: 'staff.one', status: 'submitted', answers: { [room]: '210B', [date]: '2026-10-01', [risk]: 'High' } },
        { rowNumber: 3, owner: 'staff.two', status: 'draft', answers: { [room]: '' } },
        { rowNumber: 4, owner: 'staff.one', status: 'closed', answers: {} },
      ])
    ).data!.importForms;
    const listed = (await groupDocuments(programAdmin, template.groupId)).data!.documentsByTemplateGroup;
    const ownersView = await readAnswers(staffOne, imported.rows[0]!.formId!);

    // Assess
    expect(imported).toMatchObject({ accepted: 2, rejected: 1 });
    expect(imported.rows[2]).toMatchObject({ formId: null, problems: ['Status: closed is not one of draft, submitted'] });
    expect(listed.meta.total).toBe(2);
    expect(listed.docs.map((doc) => [doc.owner.userId, doc.status]).sort()).toEqual([
      ['user-staff-one', 'submitted'],
      ['user-staff-two', 'draft'],
    ]);
    expect(ownersView.data!.form).toMatchObject({ status: 'submitted', owner: { userId: 'user-staff-one' } });
    expect(ownersView.data!.form.responses).toEqual(
      expect.arrayContaining([
        { questionId: room, text: '210B' },
        { questionId: date, selectedDate: '2026-10-01' },
        { questionId: risk, selectedOptionIds: ['high'] },
      ]),
    );
  });

  it("is refused to staff, and to a draft template's admins", async () => {
    // Prepare
    const { template, room } = await givenTemplate();
    const draft = (await createCampusTemplate(programAdmin, uniqueName('Draft only'))).data!.createCampusTemplate;
    const row = { rowNumber: 1, owner: 'staff.one', status: 'draft', answers: { [room]: 'x' } };

    // Act
    const byStaff = await importForms(staffOne, template.id, true, [row]);
    const intoDraft = await importForms(programAdmin, draft.id, true, [row]);

    // Assess
    expect(codesOf(byStaff)).toEqual(['FORBIDDEN']);
    expect(codesOf(intoDraft)).toEqual(['BAD_USER_INPUT']);
  });
});
