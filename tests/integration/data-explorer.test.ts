import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv } from '../../schema/src/explorer/csv-export';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { explorerConfig, explorerExport, explorerRows, saveExplorerConfig } from './steps/explorer-steps';
import { saveText, startForm } from './steps/form-steps';
import { addMember, createRole, labSafety, uniqueName } from './steps/role-steps';
import { addQuestion, createCampusTemplate, editElement, labSafetyProgramId, publishTemplate } from './steps/template-steps';
import { codesOf, detailsOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let admin: ApiClient;
let owner: ApiClient;
let exporter: ApiClient;
let audited: Awaited<ReturnType<typeof givenAuditedTemplate>>;
const programId = labSafetyProgramId;
const secret = 'Failed: fume hood 3 leaks';

const status = (id: string) => ({ id, label: id });

/**
 * A published program template with an open "Purpose" question and an "Audit" section only an auditors role (no
 * members) sees, holding "Finding". staff.two holds an exporters role that may view submitted forms of the
 * template, and is named as the Data Explorer's export role.
 */
async function givenAuditedTemplate() {
  const template = (await createCampusTemplate(admin, uniqueName('Explorer Audit'))).data!.createCampusTemplate;
  const pageId = template.pages[0]!.id;
  const purpose = (await addQuestion(admin, template.id, pageId, { __typename: 'TextQuestion', title: 'Purpose' })).edit!;
  const audit = (await editElement(admin, 'addSection', { templateId: template.id, parentId: pageId, afterId: purpose.id, fields: JSON.stringify({ name: 'Audit' }) })).data!.addSection!;
  const finding = (await addQuestion(admin, template.id, audit.id, { __typename: 'TextQuestion', title: 'Finding' })).edit!;
  const auditors = (await createRole(admin, labSafety, uniqueName('Auditors'))).data!.createRole;
  const exporters = (await createRole(admin, labSafety, uniqueName('Exporters'))).data!.createRole;
  await addMember(admin, labSafety, exporters.id, 'user-staff-two');
  const permissions = [{ roleId: auditors.id, scope: 'program', canViewWhen: [status('draft'), status('submitted')], canUpdateWhen: [] }];
  expect((await editElement(admin, 'updateElement', { templateId: template.id, elementId: audit.id, expectedVersion: audit.version, changes: JSON.stringify({ permissions }) })).errors).toBeUndefined();
  const table = await admin.graphql(
    'mutation Set($input: UpdateTemplateGroupPermissionsInput!) { updateTemplateGroupPermissions(input: $input) { roleId } }',
    { input: { templateGroupId: template.groupId, permissions: [{ roleId: exporters.id, action: 'view', statuses: ['submitted'] }] } },
  );
  expect(table.errors).toBeUndefined();
  expect((await publishTemplate(admin, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return { id: template.id, groupId: template.groupId, purposeId: purpose.id, findingId: finding.id, exportersRoleId: exporters.id };
}

/** A form of staff.one's with a purpose and the audit finding (the admin writes the finding), submitted or not. */
async function givenForm(purpose: string, submitted: boolean) {
  const formId = (await startForm(owner, audited.id)).data!.startForm!.id;
  expect(codesOf(await saveText(owner, { formId, questionId: audited.purposeId, text: purpose }))).toEqual([]);
  expect(codesOf(await saveText(admin, { formId, questionId: audited.findingId, text: secret }))).toEqual([]);
  if (submitted) {
    const moved = await owner.graphql('mutation S($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }', { input: { formId, actionId: 'submit' } });
    expect(codesOf(moved)).toEqual([]);
  }
  return formId;
}

const columns = () => ['name', 'status', `q:${audited.purposeId}`, `q:${audited.findingId}`];
const rowsInput = (extra: Record<string, unknown> = {}) => ({ programId, templateGroupId: audited.groupId, ...extra });
const texts = (answer: Awaited<ReturnType<typeof explorerRows>>) => answer.data!.dataExplorerRows.docs.map((row) => row.cells.map((cell) => cell.text));

let submittedForm: string;
let draftForm: string;

beforeAll(async () => {
  stack = await startApi();
  [admin, owner, exporter] = await Promise.all([signIn(stack.url, 'program.admin'), signIn(stack.url, 'staff.one'), signIn(stack.url, 'staff.two')]);
  audited = await givenAuditedTemplate();
  const current = (await explorerConfig(admin, programId)).data!.dataExplorerConfig.version;
  const saved = await saveExplorerConfig(admin, {
    programId,
    expectedVersion: current,
    templates: [{ templateGroupId: audited.groupId, columns: columns() }],
    exporters: 'ROLE',
    exportRoleId: audited.exportersRoleId,
  });
  expect(saved.errors).toBeUndefined();
  submittedForm = await givenForm('Fume hood check', true);
  draftForm = await givenForm('Eyewash check', false);
});
afterAll(async () => stack.close());

describe('dataExplorerConfig and saveDataExplorerConfig', () => {
  it('offers the template’s form fields and its questions as candidate columns', async () => {
    const config = (await explorerConfig(admin, programId)).data!.dataExplorerConfig;

    const candidate = config.candidates.find((entry) => entry.templateGroupId === audited.groupId);
    expect(candidate?.columns.map((column) => column.key)).toEqual(['autoId', 'name', 'status', 'owner', 'createdDate', 'lastModified', `q:${audited.purposeId}`, `q:${audited.findingId}`]);
  });

  it('answers CONFLICT with the current configuration to a save based on an older version, and refuses non-admins', async () => {
    const stale = await saveExplorerConfig(admin, { programId, expectedVersion: 0, templates: [], exporters: 'PROGRAM_ADMINS' });
    const refused = await saveExplorerConfig(exporter, { programId, expectedVersion: 1, templates: [], exporters: 'PROGRAM_ADMINS' });

    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(detailsOf<{ current: { version: number } }>(stale)?.current.version).toBeGreaterThan(0);
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
  });

  it('refuses a column the template does not offer with BAD_USER_INPUT', async () => {
    const version = (await explorerConfig(admin, programId)).data!.dataExplorerConfig.version;

    const answer = await saveExplorerConfig(admin, { programId, expectedVersion: version, templates: [{ templateGroupId: audited.groupId, columns: ['q:nope'] }], exporters: 'PROGRAM_ADMINS' });

    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('dataExplorerRows: forms and cells as the form read path shows them', () => {
  it('shows the program admin every form with every answer, newest first', async () => {
    const answer = await explorerRows(admin, rowsInput());

    expect(answer.errors).toBeUndefined();
    const rows = answer.data!.dataExplorerRows;
    expect(rows.docs.map((row) => row.id)).toEqual([draftForm, submittedForm]);
    expect(texts(answer)[1]).toEqual([expect.any(String), 'submitted', 'Fume hood check', secret]);
    expect(rows.meta.total).toBe(2);
  });

  it('shows the export role only the forms it may view (submitted), with the audit section restricted', async () => {
    const answer = await explorerRows(exporter, rowsInput());

    const rows = answer.data!.dataExplorerRows;
    expect(rows.docs.map((row) => row.id)).toEqual([submittedForm]);
    expect(rows.docs[0]!.cells[3]).toEqual({ text: null, restricted: true });
    expect(JSON.stringify(answer)).not.toContain(secret);
  });

  it('never lets a filter on a restricted column tell the export role what it holds', async () => {
    const equals = await explorerRows(exporter, rowsInput({ filters: [{ column: `q:${audited.findingId}`, operator: 'CONTAINS', value: 'fume' }] }));
    const adminEquals = await explorerRows(admin, rowsInput({ filters: [{ column: `q:${audited.findingId}`, operator: 'CONTAINS', value: 'fume' }] }));

    expect(equals.data!.dataExplorerRows.docs).toEqual([]);
    expect(adminEquals.data!.dataExplorerRows.docs).toHaveLength(2);
  });

  it('keeps the restricted answers out of the CSV the export role downloads', async () => {
    const chunks: string[] = [];
    await exportCsv({
      fetchChunk: async (cursor) => (await explorerExport(exporter, rowsInput({ cursor }))).data!.dataExplorerExport,
      write: (chunk) => void chunks.push(chunk),
    });

    const csv = chunks.join('');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(csv).toContain('Fume hood check');
    expect(csv).not.toContain(secret);
  });

  it('exports the same rows the grid shows, for the same query, with the header on the first stretch only', async () => {
    const filters = [{ column: 'status', operator: 'EQUALS', value: 'draft' }];
    const exported = await explorerExport(admin, rowsInput({ filters }));
    const refused = await explorerExport(owner, rowsInput());
    const otherQuery = await explorerExport(admin, rowsInput({ cursor: 'bm90LW9uZS1vZi1vdXJz' }));

    expect(exported.data!.dataExplorerExport).toMatchObject({ rows: 1, nextCursor: null });
    const [header, row] = exported.data!.dataExplorerExport.csv.split('\r\n');
    expect(header).toBe('Name,Status,Purpose,Finding');
    expect(row).toContain(',draft,Eyewash check,');
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(codesOf(otherQuery)).toEqual(['BAD_USER_INPUT']);
  });

  it('sorts by a question and filters by words, and refuses the owner, who holds no explorer role', async () => {
    const sorted = await explorerRows(admin, rowsInput({ sort: { column: `q:${audited.purposeId}`, direction: 'ASC' } }));
    const filtered = await explorerRows(admin, rowsInput({ filters: [{ column: `q:${audited.purposeId}`, operator: 'CONTAINS', value: 'eyewash' }] }));
    const refused = await explorerRows(owner, rowsInput());

    expect(texts(sorted).map((cells) => cells[2])).toEqual(['Eyewash check', 'Fume hood check']);
    expect(filtered.data!.dataExplorerRows.docs.map((row) => row.id)).toEqual([draftForm]);
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
  });

  it('pages by cursor, and refuses a cursor of another query', async () => {
    const first = await explorerRows(admin, rowsInput({ size: 25 }));
    const otherQuery = await explorerRows(admin, rowsInput({ cursor: 'bm90LW9uZS1vZi1vdXJz', filters: [{ column: 'status', operator: 'EQUALS', value: 'draft' }] }));

    expect(first.data!.dataExplorerRows.meta.nextCursor).toBeNull();
    expect(codesOf(otherQuery)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('deepDive', () => {
  it('is for the program’s admins only', async () => {
    const query = 'query D($input: DeepDiveInput!) { deepDive(input: $input) { basedOn total questions { questionId } } }';

    const allowed = await admin.graphql<{ deepDive: { basedOn: number; total: number } }>(query, { input: rowsInput() });
    const refused = await exporter.graphql(query, { input: rowsInput() });

    expect(allowed.data?.deepDive).toMatchObject({ basedOn: 2, total: 2 });
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
  });
});
