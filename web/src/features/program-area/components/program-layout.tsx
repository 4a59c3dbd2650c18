import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useId, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useIsProgramAdmin } from '../api/program-admin-check';
import { useProgramArea } from '../api/program-area';
import { programPath } from '../hooks/program-paths';
import { useProgramMenu } from '../hooks/use-program-menu';
import { ProgramBreadcrumbs } from './program-breadcrumbs';
import { ProgramMenu } from './program-menu';

/**
 * The frame of the program area (/program/{programId}/...): the left menu (a toggled list on phones), the
 * breadcrumbs and the screen.
 */
export function ProgramLayout({ programId }: { programId: string }) {
  const { data, loading, error } = useProgramArea(programId);
  const isAdmin = useIsProgramAdmin(programId);
  const entries = useProgramMenu(isAdmin);
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageLoading />;

  const templates = data?.latestPublishedTemplatesByProgram ?? [];
  const programName = data?.findProgramsByUser.find((program) => program.id === programId)?.name ?? 'Program';
  const menu = <ProgramMenu programId={programId} entries={entries} templates={templates} onNavigate={() => setMenuOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100%' }}>
      <Box component="nav" aria-label="Program" sx={{ width: { md: 260 }, flexShrink: 0, borderStyle: 'solid', borderColor: 'divider', borderWidth: 0, borderRightWidth: { md: 1 }, borderBottomWidth: { xs: 1, md: 0 } }}>
        <Typography variant="h6" component="p" sx={{ px: 2, pt: 2, pb: wide ? 0 : 1, overflowWrap: 'anywhere' }}>
          {programName}
        </Typography>
        {wide ? (
          menu
        ) : (
          <>
            <Button startIcon={<MenuIcon />} aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)} sx={{ mx: 1, mb: 1 }}>
              Program menu
            </Button>
            <Collapse in={menuOpen} id={menuId}>
              {menu}
            </Collapse>
          </>
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
        <ProgramBreadcrumbs
          programName={programName}
          programTo={programPath(programId)}
          templateName={(groupId) => templates.find((template) => template.groupId === groupId)?.name}
        />
        <Suspense fallback={<PageLoading />}>
          <Outlet context={{ programName } satisfies ProgramAreaContext} />
        </Suspense>
      </Box>
    </Box>
  );
}

/** What the program area's frame hands its screens. */
export interface ProgramAreaContext {
  programName: string;
}
