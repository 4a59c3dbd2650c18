import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { PageContainer } from '@/components/page-container';
import { PageLoading } from '@/components/page-loading';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHomeQuery } from '../api/home';
import { useLoadProfile } from '../api/load-profile';
import { ActionItemsSection, type ReminderActionsSlot } from './action-items-section';
import { GetStartedSection } from './get-started-section';
import { QuickLinksSection } from './quick-links-section';
import { WorkspaceSection } from './workspace-section';

// Behind a flag, flag check included: its own chunk, so the first route (tests/infra/web-first-route.test.ts)
// carries none of it.
const FacilitiesSection = lazy(() => import('./facilities-section').then((module) => ({ default: module.FlaggedFacilitiesSection })));

/**
 * The home page: a welcome with the campus short name, then Action Items (with each item's actions, given by the
 * app), Workspace, Facilities (with the home-facility flag), Get Started, Quick Links.
 */
export function HomePage({ ReminderActions }: { ReminderActions?: ReminderActionsSlot } = {}) {
  const { data, loading, error } = useHomeQuery();
  const loaded = useLoadProfile();
  const profile = loaded.data?.profile;
  useDocumentTitle('Home');
  const failure = (error && !data ? error : undefined) ?? (loaded.error && !profile ? loaded.error : undefined);
  if (failure) return <QueryErrorPage error={failure} />;
  if (loading || !data || !profile) return <PageLoading />;

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Welcome to {profile.shortName}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ActionItemsSection reminders={data.reminders} ReminderActions={ReminderActions} />
        <WorkspaceSection items={data.inventoryItemsByUser} />
        <Suspense fallback={null}>
          <FacilitiesSection userId={profile.userId} />
        </Suspense>
        <GetStartedSection templates={data.assessmentTemplates} />
        <QuickLinksSection programs={data.findProgramsByCampus} entries={data.homeEntries} />
      </Box>
    </PageContainer>
  );
}
