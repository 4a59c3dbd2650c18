import Alert from '@mui/material/Alert';
import { resizeThrottleMs, type GridBreakpoint, type GridLayouts } from '@schema/dashboards/grid';
import { useMemo } from 'react';
import type { DraftWidget } from '../hooks/layout-draft';
import { useThrottledValue } from '../hooks/use-throttled-value';
import { useWidgetKindOf } from '../widgets/widget-kinds-context';

/** A widget's content, told its size at most once a second while it is resized (tables and charts redraw then). */
export function WidgetContent({ widget, programId, layouts, breakpoint }: { widget: DraftWidget; programId: string; layouts: GridLayouts; breakpoint: GridBreakpoint }) {
  const widgetKindOf = useWidgetKindOf();
  const item = layouts[breakpoint].find((candidate) => candidate.i === widget.id);
  const sizeKey = `${item?.w ?? 1}x${item?.h ?? 1}`;
  const throttledKey = useThrottledValue(sizeKey, resizeThrottleMs.widgetContent);
  const size = useMemo(() => {
    const [w, h] = throttledKey.split('x').map(Number);
    return { w: w ?? 1, h: h ?? 1 };
  }, [throttledKey]);
  const kind = widgetKindOf(widget.type);
  if (!kind) return <Alert severity="info">This widget needs a newer version of the app.</Alert>;
  const View = kind.View;
  return <View config={widget.config} programId={programId} size={size} />;
}
