import type { ReactNode } from 'react';
import { ExtraWidgetKindsContext } from '@/features/dashboards/widgets/widget-kinds-context';
import { calendarWidget } from './calendar-widget';
import { chartWidget } from './chart-widget';

/** The widget kinds other features contribute to dashboards, for the screens that show layouts. */
const extraWidgetKinds = [chartWidget, calendarWidget] as const;

/** Around a screen that shows or edits a page layout: offers the chart widget beside the built-in kinds. */
export function WidgetKindsProvider({ children }: { children: ReactNode }) {
  return <ExtraWidgetKindsContext.Provider value={extraWidgetKinds}>{children}</ExtraWidgetKindsContext.Provider>;
}
