import { emptyGridLayouts } from '../../schema/src/dashboards/grid';
import type { PageLayoutRecord } from '../data/entities';

/** A dashboard as the API answers it. */
export function dashboardView(record: PageLayoutRecord, canEdit: boolean) {
  return {
    id: record.id,
    type: record.type ?? 'USER',
    name: record.name ?? '',
    programId: record.programId,
    metrics: record.metrics ?? [],
    layouts: record.layouts ?? emptyGridLayouts(),
    defaultDashboardId: record.defaultDashboardId ?? null,
    ownerId: record.type === 'USER' ? (record.ownerId ?? null) : null,
    canEdit,
    version: record.version,
  };
}

/** A page layout as the API answers it (its widgets' configs as JSON values). */
export function layoutView(record: Pick<PageLayoutRecord, 'id' | 'programId' | 'widgets' | 'layouts' | 'version'>, canEdit: boolean) {
  return {
    id: record.id,
    programId: record.programId,
    widgets: record.widgets ?? [],
    layouts: record.layouts ?? emptyGridLayouts(),
    canEdit,
    version: record.version,
  };
}
