import Box from '@mui/material/Box';
import { Suspense, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useMatch } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { errorPageKind } from '@/lib/errors/error-codes';
import { useIsProgramAdmin } from '../api/program-admin-check';
import { useProgramArea } from '../api/program-area';
import { programPath, programStudioPath } from '../hooks/program-paths';
import { useProgramMenu } from '../hooks/use-program-menu';
import { ProgramBreadcrumbs } from './program-breadcrumbs';
import { ProgramMenu } from './program-menu';
import { ProgramSidePanel, programPanel } from './program-side-panel';

/** What the app puts at the top of the program area (the user search), told the program's campus and the caller's role. */
export type ProgramTopBar = (program: { programId: string; campusCode: string | null; isAdmin: boolean }) => ReactNode;

/**
 * The frame of the program area (/program/{programId}/...): the left panel (a drawer from a toggle under
 * 648 px), the top bar the app gives, the breadcrumbs and the screen. For the program's members only: anyone else
 * gets the API's Access Denied (or Not Found, naming the id) in place of the whole area.
 */
export function ProgramLayout({
  programId,
  topBar,
  userName,
  menuExtras,
}: {
  programId: string;
  topBar?: ProgramTopBar;
  userName?: (userId: string) => string | undefined;
  /** What other features add to the menu after an entry, by its label (app/ composes them). */
  menuExtras?: (onNavigate: () => void) => Partial<Record<string, ReactNode>>;
}) {
  const { data, loading, error } = useProgramArea(programId);
  const isAdmin = useIsProgramAdmin(programId);
  const entries = useProgramMenu(isAdmin);
  const [menuOpen, setMenuOpen] = useState(false);
  const openForm = useMatch('/program/:programId/form/:formId')?.params.formId;

  if (error && !data) {
    // A form link into a program the caller is not a member of: the form itself, where its own permissions decide.
    if (openForm && errorPageKind(error) === 'access-denied') return <Navigate to={`/form/${encodeURIComponent(openForm)}`} replace />;
    return <QueryErrorPage error={error} />;
  }
  if (loading && !data) return <PageLoading />;

  const templates = data?.latestPublishedTemplatesByProgram ?? [];
  const program = data?.program;
  const programName = program?.name ?? 'Program';
  const studioPath = isAdmin && program ? programStudioPath(program.campusCode, programId) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)', [`@media (min-width:${programPanel.toggleBelow}px)`]: { flexDirection: 'row' } }}>
      <ProgramSidePanel programName={programName} adminView={isAdmin} open={menuOpen} onOpenChange={setMenuOpen}>
        <ProgramMenu
          programId={programId}
          entries={entries}
          templates={templates}
          isAdmin={isAdmin}
          studioPath={studioPath}
          extras={menuExtras?.(() => setMenuOpen(false))}
          onNavigate={() => setMenuOpen(false)}
        />
      </ProgramSidePanel>
      <Box sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
        {topBar?.({ programId, campusCode: program?.campusCode ?? null, isAdmin })}
        <ProgramBreadcrumbs
          programName={programName}
          programTo={programPath(programId)}
          templateName={(groupId) => templates.find((template) => template.groupId === groupId)?.name}
          userName={userName}
        />
        <Suspense fallback={<PageLoading />}>
          <Outlet context={{ programName, campusCode: program?.campusCode ?? null } satisfies ProgramAreaContext} />
        </Suspense>
      </Box>
    </Box>
  );
}

/** What the program area's frame hands its screens. */
export interface ProgramAreaContext {
  programName: string;
  /** The program's campus (its people are who tasks and searches offer); null while unknown. */
  campusCode: string | null;
}
