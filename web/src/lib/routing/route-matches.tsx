import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, type Params, type RouteObject } from 'react-router-dom';

/** One matched route of the current address, outermost first: what a breadcrumb trail reads. */
export interface RouteMatchInfo {
  /** Unique among the matches of one address. */
  id: string;
  /** The part of the address this route matched. */
  pathname: string;
  params: Params;
  /** The route's own `handle` (a breadcrumb's label, a preload). */
  handle: unknown;
}

const RouteTableContext = createContext<RouteObject[] | null>(null);

/** Gives `useRouteMatches` the routes the app (or a test) renders. */
export function RouteTableProvider({ routes, children }: { routes: RouteObject[]; children: ReactNode }) {
  return <RouteTableContext value={routes}>{children}</RouteTableContext>;
}

/** The routes matching an address, outermost first (empty when none does). */
export function routeMatches(routes: RouteObject[], pathname: string): RouteMatchInfo[] {
  return (matchRoutes(routes, pathname) ?? []).map((match, index) => ({
    id: `${index}:${match.pathnameBase}`,
    pathname: match.pathname,
    params: match.params,
    handle: match.route.handle,
  }));
}

/**
 * The matched routes of the current address with their `handle`s. React Router's `useMatches` does the same only
 * under its data router, which the app does without (docs/performance.md, "First route").
 */
export function useRouteMatches(): RouteMatchInfo[] {
  const routes = useContext(RouteTableContext);
  if (!routes) throw new Error('useRouteMatches needs the route table: render inside RouteTableProvider');
  const { pathname } = useLocation();
  return useMemo(() => routeMatches(routes, pathname), [routes, pathname]);
}
