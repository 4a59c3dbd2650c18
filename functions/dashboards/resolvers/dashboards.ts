import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createDashboardInputSchema, dashboardListArgsSchema, saveDashboardInputSchema } from '../../../schema/src/dashboards/inputs';
import { dashboardIdPrefix } from '../../../schema/src/dashboards/ids';
import { emptyGridLayouts } from '../../../schema/src/dashboards/grid';
import { idSchema } from '../../../schema/src/inputs/forms';
import type { PageLayoutRecord } from '../../data/entities';
import { findPageLayout, insertPageLayout, listDashboards, StaleLayout, updatePageLayoutRecord } from '../../data/dashboards-repository';
import type { Caller } from '../../shared/caller';
import { conflict, forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanEdit, assertProgramVisible, layoutPermissions, programAccess, type ProgramAccess } from '../layout-access';
import { dashboardView } from '../layout-views';
import { readDashboardCursor, writeDashboardCursor, type DashboardPosition } from '../dashboard-cursor';

const defaultLimit = 50;

const viewOf = (caller: Caller, record: PageLayoutRecord, access: ProgramAccess) => dashboardView(record, layoutPermissions(caller, record, access).edit);

/**
 * The program's dashboards the caller sees, one page: its PROGRAM dashboards, then the caller's own USER ones. The
 * cursor says which of the two ranges it is in, so a page may end in the first and the next start in the second.
 */
export async function findDashboardsByProgram(caller: Caller, args: unknown) {
  const { programId, cursor, limit } = parseInput(dashboardListArgsSchema, args);
  const access = await assertProgramVisible(caller, programId);
  const wanted = limit ?? defaultLimit;
  let position: DashboardPosition | undefined = readDashboardCursor(cursor);
  const items: PageLayoutRecord[] = [];
  while (position && items.length < wanted) {
    const range = position.range === 'PROGRAM' ? ({ type: 'PROGRAM' } as const) : ({ type: 'USER', ownerId: caller.userId } as const);
    const page = await listDashboards(programId, range, { limit: wanted - items.length, ...(position.after ? { cursor: position.after } : {}) });
    items.push(...page.items);
    position = page.cursor ? { range: position.range, after: page.cursor } : position.range === 'PROGRAM' ? { range: 'USER' } : undefined;
  }
  return { items: items.map((record) => viewOf(caller, record, access)), cursor: writeDashboardCursor(position) };
}

/** The program's PROGRAM dashboards, one page. */
export async function defaultDashboards(caller: Caller, args: unknown) {
  const { programId, cursor, limit } = parseInput(dashboardListArgsSchema, args);
  const access = await assertProgramVisible(caller, programId);
  const page = await listDashboards(programId, { type: 'PROGRAM' }, { limit: limit ?? defaultLimit, ...(cursor ? { cursor } : {}) });
  return { items: page.items.map((record) => viewOf(caller, record, access)), cursor: page.cursor ?? null };
}

/** A dashboard the caller may see, with what they may do with it. */
async function readableDashboard(caller: Caller, id: string) {
  const record = await findPageLayout(id);
  if (!record || record.kind !== 'DASHBOARD') throw notFound('Dashboard', id);
  const access = await programAccess(caller, record.programId);
  const permissions = layoutPermissions(caller, record, access);
  if (!permissions.view) throw forbidden('You do not have access to this dashboard.');
  return { record, access, permissions };
}

export async function dashboard(caller: Caller, args: unknown) {
  const { id } = parseInput(z.object({ id: idSchema }), args);
  const { record, permissions } = await readableDashboard(caller, id);
  return dashboardView(record, permissions.edit);
}

/**
 * New Dashboard: a USER dashboard of the caller's (PROGRAM for the program's admins) with empty metrics and
 * layouts. A name blank after trimming is ignored: nothing is written and the answer is null (spec: silently ignored).
 */
export async function createDashboard(caller: Caller, args: { input?: unknown }) {
  const { programId, name, type } = parseInput(createDashboardInputSchema, args.input);
  const access = await assertProgramVisible(caller, programId);
  if (type === 'PROGRAM' && !access.admin) throw forbidden("Only the program's administrators create its dashboards.");
  if (name === '') return null;
  const now = new Date().toISOString();
  const record: PageLayoutRecord = {
    id: `${dashboardIdPrefix}${randomUUID()}`,
    kind: 'DASHBOARD',
    programId,
    type,
    name,
    ...(type === 'USER' ? { ownerId: caller.userId } : {}),
    metrics: [],
    widgets: [],
    layouts: emptyGridLayouts(),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await insertPageLayout(record);
  return dashboardView(record, true);
}

/** Saves a dashboard's settings if it is still at expectedVersion; CONFLICT with the current dashboard otherwise. */
export async function saveDashboard(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(saveDashboardInputSchema, args.input);
  const { record, access, permissions } = await readableDashboard(caller, input.id);
  assertCanEdit(permissions, 'dashboard');
  if (record.version !== input.expectedVersion) throw staleDashboard(caller, record, access);
  try {
    const saved = await updatePageLayoutRecord(
      input.id,
      input.expectedVersion,
      { name: input.name, metrics: input.metrics, layouts: input.layouts, defaultDashboardId: input.defaultDashboardId ?? undefined },
      new Date().toISOString(),
    );
    return dashboardView(saved, true);
  } catch (error) {
    if (!(error instanceof StaleLayout)) throw error;
    const current = await findPageLayout(input.id);
    throw current ? staleDashboard(caller, current, access) : notFound('Dashboard', input.id);
  }
}

const staleDashboard = (caller: Caller, current: PageLayoutRecord, access: ProgramAccess) =>
  conflict('This dashboard was changed by someone else. Reload it to see their changes.', { current: viewOf(caller, current, access) });
