import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, detailsOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let programAdmin: ApiClient;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let healthUser: ApiClient;

const programId = 'prog-01-lab-safety';

beforeAll(async () => {
  stack = await startApi();
  programAdmin = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
  staffTwo = await signIn(stack.url, 'staff.two');
  healthUser = await signIn(stack.url, 'health.user');
});
afterAll(async () => stack.close());

interface DashboardAnswer {
  id: string;
  type: string;
  name: string;
  metrics: string[];
  layouts: { lg: unknown[] };
  canEdit: boolean;
  version: number;
}
const dashboardFields = 'id type name programId metrics layouts { lg { i w h x y } md { i w h x y } sm { i w h x y } } defaultDashboardId ownerId canEdit version';
const layoutFields = 'id programId widgets { id type width height config } layouts { lg { i w h x y } md { i w h x y } sm { i w h x y } } canEdit version';

const createDashboard = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ createDashboard: DashboardAnswer | null }>(`mutation ($input: CreateDashboardInput!) { createDashboard(input: $input) { ${dashboardFields} } }`, { input });
const listDashboards = (client: ApiClient, variables: Record<string, unknown> = {}) =>
  client.graphql<{ findDashboardsByProgram: { items: DashboardAnswer[]; cursor: string | null } }>(
    `query ($programId: ID!, $cursor: String, $limit: Int) { findDashboardsByProgram(programId: $programId, cursor: $cursor, limit: $limit) { items { ${dashboardFields} } cursor } }`,
    { programId, ...variables },
  );
const findLayout = (client: ApiClient, id: string) =>
  client.graphql<{ findLayout: { widgets: Array<{ id: string; config: string }>; version: number; canEdit: boolean } }>(`query ($id: ID!) { findLayout(id: $id) { ${layoutFields} } }`, { id });
const updateLayout = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ updatePageLayout: string }>('mutation ($input: UpdatePageLayoutInput!) { updatePageLayout(input: $input) }', { input });
const deleteLayout = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ deletePageLayout: string }>('mutation ($input: DeletePageLayoutInput!) { deletePageLayout(input: $input) }', { input });

const header = { id: 'w-header', type: 'header', width: 8, height: 1, config: JSON.stringify({ value: 'Welcome' }) };
const grid = (ids: string[]) => {
  const items = (w: number) => ids.map((i, y) => ({ i, x: 0, y, w, h: 1 }));
  return { lg: items(8), md: items(4), sm: items(1) };
};

describe('dashboards', () => {
  it('creates a USER dashboard with empty metrics and layouts, which only its owner lists, sees and changes', async () => {
    const created = await createDashboard(staffOne, { programId, name: '  My inspections  ' });
    const dashboard = created.data!.createDashboard!;
    const [ownList, otherList, otherRead] = await Promise.all([listDashboards(staffOne), listDashboards(staffTwo), findLayout(staffTwo, dashboard.id)]);

    expect(dashboard).toMatchObject({ type: 'USER', name: 'My inspections', metrics: [], layouts: { lg: [] }, canEdit: true, version: 1 });
    expect(ownList.data?.findDashboardsByProgram.items.map((item) => item.id)).toContain(dashboard.id);
    expect(otherList.data?.findDashboardsByProgram.items.map((item) => item.id)).not.toContain(dashboard.id);
    expect(codesOf(otherRead)).toEqual(['FORBIDDEN']);
  });

  it('ignores a name blank after trimming: nothing is created and the answer is null', async () => {
    const before = await listDashboards(staffTwo);
    const created = await createDashboard(staffTwo, { programId, name: '   ' });
    const after = await listDashboards(staffTwo);

    expect(created.errors).toBeUndefined();
    expect(created.data?.createDashboard).toBeNull();
    expect(after.data?.findDashboardsByProgram.items).toHaveLength(before.data!.findDashboardsByProgram.items.length);
  });

  it('saves a layout with one conditional write; the second editor on the same version gets CONFLICT with the current layout', async () => {
    const { id } = (await createDashboard(staffOne, { programId, name: 'Conflicts' })).data!.createDashboard!;

    const first = await updateLayout(staffOne, { id, expectedVersion: 1, widgets: [header], layouts: grid(['w-header']) });
    const second = await updateLayout(staffOne, { id, expectedVersion: 1, widgets: [], layouts: grid([]) });
    const read = await findLayout(staffOne, id);

    expect(first.data?.updatePageLayout).toBe(id);
    expect(codesOf(second)).toEqual(['CONFLICT']);
    expect(detailsOf<{ current: { version: number } }>(second)?.current.version).toBe(2);
    expect(read.data?.findLayout.version).toBe(2);
    expect(JSON.parse(read.data!.findLayout.widgets[0]!.config)).toEqual({ value: 'Welcome' });
  });

  it('refuses a header without a value and a grid placing a widget the layout does not have', async () => {
    const { id } = (await createDashboard(staffOne, { programId, name: 'Invalid' })).data!.createDashboard!;

    const blankHeader = await updateLayout(staffOne, { id, expectedVersion: 1, widgets: [{ ...header, config: JSON.stringify({ value: ' ' }) }], layouts: grid(['w-header']) });
    const stray = await updateLayout(staffOne, { id, expectedVersion: 1, widgets: [], layouts: grid(['w-ghost']) });

    expect(codesOf(blankHeader)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(stray)).toEqual(['BAD_USER_INPUT']);
  });

  it('deletes a dashboard at its version only', async () => {
    const { id } = (await createDashboard(staffOne, { programId, name: 'Short lived' })).data!.createDashboard!;

    const stale = await deleteLayout(staffOne, { id, expectedVersion: 7 });
    const deleted = await deleteLayout(staffOne, { id, expectedVersion: 1 });
    const read = await findLayout(staffOne, id);

    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(deleted.data?.deletePageLayout).toBe(id);
    expect(codesOf(read)).toEqual(['NOT_FOUND']);
  });

  it('lets only program admins make and change PROGRAM dashboards, which every member sees', async () => {
    const refused = await createDashboard(staffOne, { programId, name: 'Program board', type: 'PROGRAM' });
    const created = (await createDashboard(programAdmin, { programId, name: 'Program board', type: 'PROGRAM' })).data!.createDashboard!;
    const staffSees = await staffOne.graphql<{ defaultDashboards: { items: DashboardAnswer[] } }>(
      `query ($programId: ID!) { defaultDashboards(programId: $programId) { items { ${dashboardFields} } } }`,
      { programId },
    );
    const staffEdit = await updateLayout(staffOne, { id: created.id, expectedVersion: 1, widgets: [], layouts: grid([]) });
    const outsider = await listDashboards(healthUser);

    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(staffSees.data?.defaultDashboards.items.find((item) => item.id === created.id)).toMatchObject({ type: 'PROGRAM', canEdit: false });
    expect(codesOf(staffEdit)).toEqual(['FORBIDDEN']);
    expect(codesOf(outsider)).toEqual(['FORBIDDEN']);
  });

  it('pages the program and own dashboards with a cursor', async () => {
    const first = await listDashboards(staffOne, { limit: 1 });
    const second = await listDashboards(staffOne, { limit: 1, cursor: first.data?.findDashboardsByProgram.cursor });

    expect(first.data?.findDashboardsByProgram.items).toHaveLength(1);
    expect(second.data?.findDashboardsByProgram.items).toHaveLength(1);
    expect(second.data?.findDashboardsByProgram.items[0]?.id).not.toBe(first.data?.findDashboardsByProgram.items[0]?.id);
  });
});

describe('the program overview layout', () => {
  const overviewId = `${programId}overview`;

  it('is empty at version 0 until its admins save it; members read it and may not change it', async () => {
    const blank = await findLayout(staffOne, overviewId);
    const staffSave = await updateLayout(staffOne, { id: overviewId, expectedVersion: 0, widgets: [], layouts: grid([]) });
    const saved = await updateLayout(programAdmin, { id: overviewId, expectedVersion: 0, widgets: [header], layouts: grid(['w-header']) });
    const late = await updateLayout(programAdmin, { id: overviewId, expectedVersion: 0, widgets: [], layouts: grid([]) });
    const read = await findLayout(staffOne, overviewId);

    expect(blank.data?.findLayout).toMatchObject({ version: 0, widgets: [], canEdit: false });
    expect(codesOf(staffSave)).toEqual(['FORBIDDEN']);
    expect(saved.data?.updatePageLayout).toBe(overviewId);
    expect(codesOf(late)).toEqual(['CONFLICT']);
    expect(read.data?.findLayout).toMatchObject({ version: 1, canEdit: false });
  });

  it('is NOT_FOUND for a program that does not exist', async () => {
    expect(codesOf(await findLayout(staffOne, 'prog-nopeoverview'))).toEqual(['NOT_FOUND']);
  });
});
