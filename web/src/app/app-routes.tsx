import { useRef } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { GenericErrorPage } from '@/components/errors/generic-error-page';
import { RouteTableProvider } from '@/lib/routing/route-matches';
import { RouteErrorBoundary } from './route-error-boundary';
import { startRoutePreloads } from './route-preloads';

/**
 * Renders the route table at the current address (React Router's declarative routes: its data router would add
 * about 13 kB gzipped to the first route, docs/performance.md). Each address's preloads (a form's chunk and query)
 * start while this renders, before the matched screen's chunk is in, as a route loader would.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // Started once per navigation. During render on purpose: a navigation's render waits (in a transition) for the
  // new screen's chunk before it commits, so an effect would start the preloads only once that chunk had arrived.
  const preloaded = useRef<string | null>(null);
  if (preloaded.current !== location.key) {
    preloaded.current = location.key;
    startRoutePreloads(routes, location.pathname);
  }
  const element = useRoutes(routes, location);
  return (
    <RouteTableProvider routes={routes}>
      <RouteErrorBoundary locationKey={location.key} fallback={<GenericErrorPage />}>
        {element}
      </RouteErrorBoundary>
    </RouteTableProvider>
  );
}
