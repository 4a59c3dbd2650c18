import { createContext, useContext, useMemo } from 'react';
import { widgetKinds as builtInKinds } from './registry';
import type { WidgetKind } from './widget-kind';

/**
 * Widget kinds other features provide (a metric's chart): features do not import each other, so the app hands
 * them in around the screens that show layouts (web/src/app/dashboard-widgets/).
 */
export const ExtraWidgetKindsContext = createContext<readonly WidgetKind[]>([]);

/** Every widget kind a dashboard offers here: the built-in ones, then those the app provides. */
export function useWidgetKinds(): readonly WidgetKind[] {
  const extras = useContext(ExtraWidgetKindsContext);
  return useMemo(() => (extras.length === 0 ? builtInKinds : [...builtInKinds, ...extras]), [extras]);
}

/** The kind of a stored widget by its type; undefined for a kind this app does not know (a newer one). */
export function useWidgetKindOf(): (type: string) => WidgetKind | undefined {
  const kinds = useWidgetKinds();
  return (type) => kinds.find((kind) => kind.type === type);
}
