import type { GridItem, GridLayouts } from '@schema/dashboards/grid';
import { gridBreakpointNames } from '@schema/dashboards/grid';
import { addToLayouts, completeLayouts, moveWidget, removeFromLayouts, type WidgetMove } from '@schema/dashboards/layout-ops';
import type { GridBreakpoint } from '@schema/dashboards/grid';
import type { WidgetConfigValue } from '../widgets/widget-kind';

/** A widget being edited, its config parsed. */
export interface DraftWidget {
  id: string;
  type: string;
  config: WidgetConfigValue;
}

/** A layout being edited: its widgets and grid, and the version it was loaded at. */
export interface LayoutDraft {
  widgets: DraftWidget[];
  layouts: GridLayouts;
  version: number;
  dirty: boolean;
}

/** A layout as the API answers it. */
export interface StoredLayout {
  widgets: ReadonlyArray<{ id: string; type: string; config: string }>;
  layouts: { lg: readonly GridItem[]; md: readonly GridItem[]; sm: readonly GridItem[] };
  version: number;
}

const parseConfig = (config: string): WidgetConfigValue => {
  try {
    const parsed: unknown = JSON.parse(config);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as WidgetConfigValue) : {};
  } catch {
    return {};
  }
};

/** Grid items without the API's extra fields (__typename), as inputs take them. */
export const plainItems = (items: readonly GridItem[]): GridItem[] => items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

/** The draft of a stored layout: every widget placed at every breakpoint. */
export function draftOf(stored: StoredLayout): LayoutDraft {
  const widgets = stored.widgets.map((widget) => ({ id: widget.id, type: widget.type, config: parseConfig(widget.config) }));
  const layouts = { lg: plainItems(stored.layouts.lg), md: plainItems(stored.layouts.md), sm: plainItems(stored.layouts.sm) };
  return { widgets, layouts: completeLayouts(layouts, widgets), version: stored.version, dirty: false };
}

/** The edits of a draft, as a reducer's actions. */
export type DraftAction =
  | { kind: 'reset'; stored: StoredLayout }
  | { kind: 'add'; widget: DraftWidget }
  | { kind: 'configure'; id: string; config: WidgetConfigValue }
  | { kind: 'remove'; id: string }
  | { kind: 'move'; id: string; move: WidgetMove; breakpoint: GridBreakpoint }
  | { kind: 'grid'; layouts: Partial<Record<GridBreakpoint, readonly GridItem[]>> }
  | { kind: 'saved'; version: number };

const sameItems = (a: readonly GridItem[], b: readonly GridItem[]) =>
  a.length === b.length && a.every((item) => b.some((other) => other.i === item.i && other.x === item.x && other.y === item.y && other.w === item.w && other.h === item.h));

/** What each edit does to a draft (pure: the layout editor's state). */
export function draftReducer(draft: LayoutDraft, action: DraftAction): LayoutDraft {
  switch (action.kind) {
    case 'reset':
      return draftOf(action.stored);
    case 'add':
      return { ...draft, widgets: [...draft.widgets, action.widget], layouts: addToLayouts(draft.layouts, action.widget.id, action.widget.type), dirty: true };
    case 'configure':
      return { ...draft, widgets: draft.widgets.map((widget) => (widget.id === action.id ? { ...widget, config: action.config } : widget)), dirty: true };
    case 'remove':
      return { ...draft, widgets: draft.widgets.filter((widget) => widget.id !== action.id), layouts: removeFromLayouts(draft.layouts, action.id), dirty: true };
    case 'move':
      return { ...draft, layouts: moveWidget(draft.layouts, action.breakpoint, action.id, action.move), dirty: true };
    case 'grid': {
      // The grid reports its layouts on every render; only a real change makes the draft dirty.
      const changed = gridBreakpointNames.filter((breakpoint) => action.layouts[breakpoint] && !sameItems(action.layouts[breakpoint], draft.layouts[breakpoint]));
      if (changed.length === 0) return draft;
      const layouts = { ...draft.layouts };
      for (const breakpoint of changed) layouts[breakpoint] = plainItems(action.layouts[breakpoint] as readonly GridItem[]);
      return { ...draft, layouts: completeLayouts(layouts, draft.widgets), dirty: true };
    }
    case 'saved':
      return { ...draft, version: action.version, dirty: false };
  }
}

/** The save mutation's input of a draft: each widget's size is its desktop (lg) size. */
export function layoutInputOf(id: string, draft: LayoutDraft) {
  return {
    id,
    expectedVersion: draft.version,
    layouts: draft.layouts,
    widgets: draft.widgets.map((widget) => {
      const item = draft.layouts.lg.find((candidate) => candidate.i === widget.id);
      return { id: widget.id, type: widget.type, width: item?.w ?? 8, height: item?.h ?? 1, config: JSON.stringify(widget.config) };
    }),
  };
}
