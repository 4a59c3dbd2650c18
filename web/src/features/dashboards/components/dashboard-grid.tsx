import Box from '@mui/material/Box';
import { dashboardGrid, layoutWidthOptions, resizeThrottleMs, type GridBreakpoint, type GridItem, type GridLayouts, type LayoutWidthOption } from '@schema/dashboards/grid';
import { getBreakpointFromWidth, ReactGridLayout, Responsive, useContainerWidth, type Layout } from 'react-grid-layout';
import { inReadingOrder } from '@schema/dashboards/layout-ops';
import 'react-grid-layout/css/styles.css';
import type { ReactNode } from 'react';
import { useThrottledValue } from '../hooks/use-throttled-value';
import { dragHandleClass } from './widget-frame';

/**
 * The dashboard grid (react-grid-layout 2): lg 8, md 4 and sm 1 columns at 1023, 767 and 640 px, rows of 40 px,
 * margin and padding 10. It follows its container's width at most every 500 ms. "Responsive" picks the breakpoint
 * from the width; Desktop, Tablet and Mobile preview one breakpoint's layout in a frame of that device's width.
 */
export function DashboardGrid({
  layouts,
  widthOption,
  editable,
  onLayouts,
  onBreakpoint,
  items,
}: {
  layouts: GridLayouts;
  widthOption: LayoutWidthOption;
  editable: boolean;
  onLayouts(layouts: Partial<Record<GridBreakpoint, readonly GridItem[]>>): void;
  onBreakpoint(breakpoint: GridBreakpoint): void;
  /** The widgets' elements, by widget id. */
  items: ReadonlyArray<{ id: string; node: ReactNode }>;
}) {
  const { width: measured, containerRef, mounted } = useContainerWidth();
  const width = useThrottledValue(measured, resizeThrottleMs.containerWidth);
  const option = layoutWidthOptions.find((candidate) => candidate.value === widthOption);
  const forced = option && 'breakpoint' in option ? option : undefined;
  // Read on a phone (one column), widgets stack at their content's height, at least their grid height: nothing a
  // viewer cannot change is cut off by a fixed row height.
  const stacked = !editable && !forced && mounted && getBreakpointFromWidth(dashboardGrid.breakpoints, width) === 'sm';
  const children = items.map((item) => <div key={item.id}>{item.node}</div>);
  const common = {
    dragConfig: { enabled: editable, handle: `.${dragHandleClass}` },
    resizeConfig: { enabled: editable },
  };

  return (
    <Box
      sx={{
        mx: 'auto',
        width: '100%',
        maxWidth: forced?.maxWidth ?? 'none',
        ...(forced?.maxWidth ? { outline: 1, outlineColor: 'divider', borderRadius: 1 } : {}),
      }}
    >
      <div ref={containerRef}>
        {!mounted ? null : stacked ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: `${dashboardGrid.margin[1]}px`, p: `${dashboardGrid.containerPadding[1]}px` }}>
            {inReadingOrder(layouts.sm).map((place) => (
              <Box key={place.i} sx={{ minHeight: place.h * dashboardGrid.rowHeight + (place.h - 1) * dashboardGrid.margin[1], display: 'flex', '& > *': { flex: 1 } }}>
                {items.find((item) => item.id === place.i)?.node}
              </Box>
            ))}
          </Box>
        ) : forced ? (
          <ReactGridLayout
            width={width}
            layout={layouts[forced.breakpoint]}
            gridConfig={{ cols: dashboardGrid.cols[forced.breakpoint], rowHeight: dashboardGrid.rowHeight, margin: dashboardGrid.margin, containerPadding: dashboardGrid.containerPadding }}
            onLayoutChange={(layout: Layout) => onLayouts({ [forced.breakpoint]: layout })}
            {...common}
          >
            {children}
          </ReactGridLayout>
        ) : (
          <Responsive
            width={width}
            layouts={layouts}
            breakpoints={dashboardGrid.breakpoints}
            cols={dashboardGrid.cols}
            rowHeight={dashboardGrid.rowHeight}
            margin={dashboardGrid.margin}
            containerPadding={dashboardGrid.containerPadding}
            onBreakpointChange={(breakpoint) => onBreakpoint(breakpoint as GridBreakpoint)}
            onLayoutChange={(_layout, all) => onLayouts(all as Partial<Record<GridBreakpoint, readonly GridItem[]>>)}
            {...common}
          >
            {children}
          </Responsive>
        )}
      </div>
    </Box>
  );
}
