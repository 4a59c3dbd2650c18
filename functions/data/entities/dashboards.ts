import type { GridLayouts } from '../../../schema/src/dashboards/grid';
import { defineEntity } from '../entity';

/** One widget of a stored layout; its config is the widget kind's settings (schema/src/dashboards/widgets.ts). */
export interface WidgetRecord {
  id: string;
  type: string;
  width: number;
  height: number;
  config: Record<string, unknown>;
}

/**
 * A page layout: a dashboard (its name, type, owner and metrics, with its widgets and grid) or a program's overview
 * layout. One item per layout, so every save or delete is one conditional write under `version`, and two editors
 * never silently overwrite each other.
 */
export interface PageLayoutRecord {
  id: string;
  kind: 'DASHBOARD' | 'OVERVIEW';
  programId: string;
  /** Dashboards only. */
  type?: 'USER' | 'PROGRAM';
  name?: string;
  /** A USER dashboard's owner. */
  ownerId?: string;
  metrics?: string[];
  defaultDashboardId?: string;
  widgets: WidgetRecord[];
  layouts: GridLayouts;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The program index's sort key of a dashboard: PROGRAM ones together, then each user's own, oldest first. */
export const dashboardRange = (dashboard: Pick<PageLayoutRecord, 'type' | 'ownerId'>) =>
  dashboard.type === 'PROGRAM' ? 'PROGRAM#' : `USER#${dashboard.ownerId}#`;

export const pageLayoutEntity = defineEntity<PageLayoutRecord, 'dashboardsOfProgram'>({
  name: 'PageLayout',
  key: (layout) => ({ pk: `LAYOUT#${layout.id}`, sk: 'LAYOUT' }),
  indexes: {
    // Sparse: only dashboards, by program; overview layouts are read by id alone.
    dashboardsOfProgram: {
      index: 'gsi1',
      key: (layout) =>
        layout.kind === 'DASHBOARD' ? { pk: `DASHBOARDS#${layout.programId}`, sk: `${dashboardRange(layout)}${layout.createdAt}#${layout.id}` } : undefined,
    },
  },
});
