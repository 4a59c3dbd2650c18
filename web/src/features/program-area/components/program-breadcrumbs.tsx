import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteMatches } from '@/lib/routing/route-matches';

/** A program route's breadcrumb, declared in its `handle`: a fixed label, or the name of the template or user shown. */
export type ProgramCrumb = { label: string } | { entity: 'template' } | { entity: 'user' };

/** The `handle` of a program route. */
export interface ProgramRouteHandle {
  programCrumb?: ProgramCrumb;
}

function crumbOf(handle: unknown): ProgramCrumb | undefined {
  return (handle as ProgramRouteHandle | undefined)?.programCrumb;
}

/** The trail from the program to the current screen; the last one is the current page. */
export function ProgramBreadcrumbs({
  programName,
  programTo,
  templateName,
  userName = () => undefined,
}: {
  programName: string;
  programTo: string;
  templateName: (groupId: string) => string | undefined;
  /** A user's first and last name (the user documents page's crumb), once known. */
  userName?: (userId: string) => string | undefined;
}) {
  const matches = useRouteMatches();
  const crumbs = [
    { id: 'program', label: programName, to: programTo },
    ...matches.flatMap((match) => {
      const crumb = crumbOf(match.handle);
      if (!crumb) return [];
      const label =
        'label' in crumb ? crumb.label : crumb.entity === 'user' ? (userName(match.params.userId ?? '') ?? 'User') : (templateName(match.params.templateGroupId ?? '') ?? 'Template');
      return [{ id: match.id, label, to: match.pathname.replace(/\/$/, '') }];
    }),
  ];
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }} data-print="hide">
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
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
