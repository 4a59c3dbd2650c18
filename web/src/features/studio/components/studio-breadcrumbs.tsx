import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteMatches } from '@/lib/routing/route-matches';

/** A studio route's breadcrumb, declared in the route's `handle`: a fixed label, or the name of the scope's campus or program. */
export type StudioCrumb = { label: string } | { entity: 'campus' | 'program' | 'template' };

/** The `handle` of a studio route. */
export interface StudioRouteHandle {
  crumb?: StudioCrumb;
}

function crumbOf(handle: unknown): StudioCrumb | undefined {
  return (handle as StudioRouteHandle | undefined)?.crumb;
}

/**
 * The trail of the matched studio routes; the last one is the current page. With `from`, only the crumbs at or
 * below that address (a library's own people are not led to the global screens above it).
 */
export function StudioBreadcrumbs({ names, from }: { names: { campus?: string; program?: string; template?: string }; from?: string }) {
  const crumbs = useRouteMatches().flatMap((match) => {
    const crumb = crumbOf(match.handle);
    if (!crumb || (from && !match.pathname.startsWith(from))) return [];
    const label = 'label' in crumb ? crumb.label : (names[crumb.entity] ?? '…');
    return [{ id: match.id, label, to: match.pathname.replace(/\/$/, '') }];
  });
  // An index route repeats its parent's address: keep the trail's links unique.
  const unique = crumbs.filter((crumb, index) => crumbs.findIndex((other) => other.to === crumb.to) === index || index === crumbs.length - 1);
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      {unique.map((crumb, index) =>
        index === unique.length - 1 ? (
          <Typography key={crumb.id} aria-current="page" sx={{ color: 'text.primary' }}>
            {crumb.label}
          </Typography>
        ) : (
          <Link key={crumb.id} component={RouterLink} to={crumb.to} color="inherit">
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
