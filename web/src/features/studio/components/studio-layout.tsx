import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AccessDeniedPage } from '@/components/errors/access-denied-page';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import type { StudioContext } from '../hooks/use-studio-context';
import { useStudioGate } from '../hooks/use-studio-gate';
import { scopePath, useStudioScope, type StudioScope } from '../hooks/use-studio-scope';
import { CampusPicker } from './campus-picker';
import { CollapsiblePanel } from './collapsible-panel';
import { StudioBreadcrumbs } from './studio-breadcrumbs';
import { StudioMenu, useStudioMenu } from './studio-menu';

/**
 * The frame of every studio screen: the scope's gate (access-denied or not-found pages), the collapsible
 * left menu, the campus picker on campus screens, the breadcrumbs and the screen.
 */
export function StudioLayout({
  menuExtras,
}: {
  /** What other features add to a scope's menu after an entry, by its label (app/ composes them). */
  menuExtras?: (scope: StudioScope, onNavigate: () => void) => Partial<Record<string, ReactNode>> | undefined;
} = {}) {
  const scope = useStudioScope();
  const gate = useStudioGate(scope);
  const menu = useStudioMenu(scope);

  if (gate.state === 'loading') return <PageLoading />;
  if (gate.state === 'error') return <QueryErrorPage error={gate.error} />;
  if (gate.state === 'denied') return <AccessDeniedPage />;
  if (gate.state === 'missing') return <NotFoundPage message={gate.message} />;

  const content: ReactNode = (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 }, maxWidth: 1400 }}>
      {scope.kind === 'campus' ? (
        <Box sx={{ maxWidth: 320, mb: 1 }}>
          <CampusPicker campusId={scope.campusId} campusName={gate.campusName ?? scope.campusId} />
        </Box>
      ) : null}
      <StudioBreadcrumbs
        names={{ campus: gate.campusName, program: gate.programName, template: gate.templateName }}
        from={scope.kind === 'library' && gate.menu === false ? `${scopePath(scope)}/library/${encodeURIComponent(scope.libraryId)}` : undefined}
      />
      <Suspense fallback={<PageLoading />}>
        <Outlet context={{ campusName: gate.campusName, programName: gate.programName, templateName: gate.templateName } satisfies StudioContext} />
      </Suspense>
    </Box>
  );
  if (!menu || gate.menu === false) return content;
  return (
    <CollapsiblePanel label="Studio menu" title={menu.title} panel={(onNavigate) => <StudioMenu scope={scope} entries={menu.entries} extras={menuExtras?.(scope, onNavigate)} onNavigate={onNavigate} />}>
      {content}
    </CollapsiblePanel>
  );
}
