import { buttonWidget } from './button-widget';
import { dividerWidget } from './divider-widget';
import { documentTableWidget } from './document-table-widget';
import { headerWidget } from './header-widget';
import { paragraphWidget } from './paragraph-widget';
import type { WidgetKind } from './widget-kind';

/**
 * Every widget kind a dashboard offers, in the Add widget menu's order. A new kind (a chart, a calendar) is one
 * file beside these and one line here (and its settings' schema in schema/src/dashboards/widgets.ts).
 */
export const widgetKinds: readonly WidgetKind[] = [headerWidget, paragraphWidget, dividerWidget, buttonWidget, documentTableWidget];

/** The kind of a stored widget; undefined for a kind this app does not know (a newer one). */
export const widgetKindOf = (type: string): WidgetKind | undefined => widgetKinds.find((kind) => kind.type === type);
