import Box from '@mui/material/Box';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type Edge, type EdgeProps, type EdgeTypes } from '@xyflow/react';
import { labelFont, type EdgeRoute, type Point } from '../hooks/flow-layout';

/** What a routed edge carries: its trigger text and the route the layout gave it (none before the first layout). */
export type RoutedEdgeData = { text: string; route: EdgeRoute | null };

/** A transition on the canvas, drawn along its laid-out route. */
export type RoutedEdge = Edge<RoutedEdgeData, 'routed'>;

/** A smooth SVG path through the route's points: straight ends, quadratic bends at the points between. */
export function pathThrough(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let path = `M ${first.x} ${first.y}`;
  rest.forEach((point, index) => {
    const next = rest[index + 1];
    if (!next) path += ` L ${point.x} ${point.y}`;
    else path += ` Q ${point.x} ${point.y} ${(point.x + next.x) / 2} ${(point.y + next.y) / 2}`;
  });
  return path;
}

/**
 * A transition along the route the layout gave it, its label in the box the layout kept free for it (so labels
 * never print over each other); before the first layout, a plain curve between the handles.
 */
function RoutedEdgeView({ id, data, markerEnd, style, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition }: EdgeProps<RoutedEdge>) {
  const route = data?.route ?? null;
  const [fallback] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  const path = route && route.points.length > 1 ? pathThrough(route.points) : fallback;
  const label = route?.label;
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={style} />
      {label && data?.text ? (
        <EdgeLabelRenderer>
          <Box
            aria-hidden
            className="nodrag nopan"
            sx={{
              position: 'absolute',
              transform: `translate(${label.x}px, ${label.y}px)`,
              width: label.width,
              height: label.height,
              px: `${labelFont.paddingX}px`,
              fontSize: labelFont.size,
              lineHeight: `${labelFont.height - 2}px`,
              textAlign: 'center',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              bgcolor: 'background.paper',
              color: 'text.primary',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              pointerEvents: 'none',
            }}
          >
            {data.text}
          </Box>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}

/** The canvas's edge components by edge type. */
export const edgeTypes: EdgeTypes = { routed: RoutedEdgeView };
