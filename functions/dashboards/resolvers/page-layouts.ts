import { z } from 'zod';
import { emptyGridLayouts } from '../../../schema/src/dashboards/grid';
import { programOfOverviewLayout } from '../../../schema/src/dashboards/ids';
import { deletePageLayoutInputSchema, updatePageLayoutInputSchema } from '../../../schema/src/dashboards/inputs';
import { idSchema } from '../../../schema/src/inputs/forms';
import type { PageLayoutRecord, WidgetRecord } from '../../data/entities';
import { deletePageLayoutRecord, findPageLayout, insertPageLayout, StaleLayout, updatePageLayoutRecord } from '../../data/dashboards-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict, forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanEdit, layoutPermissions, programAccess } from '../layout-access';
import { layoutView } from '../layout-views';

/**
 * A layout by id with what the caller may do with it. An overview never saved is an empty layout at version 0
 * (not stored); an unknown dashboard is NOT_FOUND.
 */
async function layoutFor(caller: Caller, id: string) {
  const overviewProgram = programOfOverviewLayout(id);
  const stored = await findPageLayout(id);
  if (!stored && !overviewProgram) throw notFound('Layout', id);
  const record: PageLayoutRecord = stored ?? blankOverview(id, overviewProgram as string);
  const access = await programAccess(caller, record.programId);
  const permissions = layoutPermissions(caller, record, access);
  if (!permissions.view) throw forbidden('You do not have access to this layout.');
  return { record, stored, permissions };
}

const blankOverview = (id: string, programId: string): PageLayoutRecord => ({
  id,
  kind: 'OVERVIEW',
  programId,
  widgets: [],
  layouts: emptyGridLayouts(),
  version: 0,
  createdAt: '',
  updatedAt: '',
});

/** FindLayout: a layout's widgets and grid. */
export async function findLayout(caller: Caller, args: unknown) {
  const { id } = parseInput(z.object({ id: idSchema }), args);
  const { record, permissions } = await layoutFor(caller, id);
  return layoutView(record, permissions.edit);
}

const stale = (current: PageLayoutRecord, canEdit: boolean) =>
  conflict('This layout was changed by someone else. Reload it to see their changes.', { current: layoutView(current, canEdit) });

/**
 * UpdatePageLayout: saves the widgets and grid if the layout is still at expectedVersion (an overview's first save
 * creates it, expecting version 0), in one conditional write; CONFLICT with the current layout otherwise.
 */
export async function updatePageLayout(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(updatePageLayoutInputSchema, args.input);
  const { record, stored, permissions } = await layoutFor(caller, input.id);
  assertCanEdit(permissions, 'layout');
  const widgetIds = new Set(input.widgets.map((widget) => widget.id));
  const strays = [...input.layouts.lg, ...input.layouts.md, ...input.layouts.sm].filter((item) => !widgetIds.has(item.i));
  if (strays.length > 0) throw badUserInput(`The grid places widgets the layout does not have: ${strays.map((item) => item.i).join(', ')}`, { field: 'layouts' });
  if (record.version !== input.expectedVersion) throw stale(record, permissions.edit);
  const widgets = input.widgets as WidgetRecord[];
  const now = new Date().toISOString();
  try {
    if (!stored) {
      await insertPageLayout({ ...record, widgets, layouts: input.layouts, version: 1, createdAt: now, updatedAt: now });
    } else {
      await updatePageLayoutRecord(input.id, input.expectedVersion, { widgets, layouts: input.layouts }, now);
    }
    return input.id;
  } catch (error) {
    if (!(error instanceof StaleLayout)) throw error;
    const current = await findPageLayout(input.id);
    throw stale(current ?? { ...record, version: 0 }, permissions.edit);
  }
}

/** DeletePageLayout: removes the layout (a dashboard with it) if it is still at expectedVersion; answers its id. */
export async function deletePageLayout(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(deletePageLayoutInputSchema, args.input);
  const { record, stored, permissions } = await layoutFor(caller, input.id);
  assertCanEdit(permissions, 'layout');
  if (!stored) throw notFound('Layout', input.id);
  if (record.version !== input.expectedVersion) throw stale(record, permissions.edit);
  try {
    await deletePageLayoutRecord(input.id, input.expectedVersion);
    return input.id;
  } catch (error) {
    if (!(error instanceof StaleLayout)) throw error;
    const current = await findPageLayout(input.id);
    throw current ? stale(current, permissions.edit) : notFound('Layout', input.id);
  }
}
