import type { ComponentType } from 'react';

/** A widget's settings, as its kind defines them (schema/src/dashboards/widgets.ts). */
export type WidgetConfigValue = Record<string, unknown>;

/** What a widget kind's view gets. */
export interface WidgetViewProps {
  config: WidgetConfigValue;
  programId: string;
  /** The widget's size in grid units, following resizes at most once a second (resizeThrottleMs.widgetContent). */
  size: { w: number; h: number };
}

/** What a widget kind's settings form gets: the settings being edited and how to change them. */
export interface WidgetEditorProps {
  config: WidgetConfigValue;
  onChange(config: WidgetConfigValue): void;
  programId: string;
  /** Whether to show the required fields' errors (after a save was tried). */
  showErrors: boolean;
}

/**
 * One kind of dashboard widget: its type (what is stored), its name in the Add widget menu, its view, and its
 * settings form (kinds without settings, the divider, are added as they are). A kind lives in its own file and is
 * listed once in registry.ts.
 */
export interface WidgetKind {
  type: string;
  label: string;
  View: ComponentType<WidgetViewProps>;
  Editor?: ComponentType<WidgetEditorProps>;
  /** A new widget's settings. */
  initialConfig: WidgetConfigValue;
}

/** A setting as text ('' when missing). */
export const textSetting = (config: WidgetConfigValue, key: string) => (typeof config[key] === 'string' ? (config[key] as string) : '');
