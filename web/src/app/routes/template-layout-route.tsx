import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet, useLocation, useOutletContext, useParams } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { useFeatureFlag, type FlagKey } from '@/lib/feature-flags/use-feature-flag';

/** A tab of the studio template; `flag` hides it while that flag is off. */
interface TemplateTab {
  path: string;
  label: string;
  flag?: FlagKey;
}

/** The tabs built so far (spec: studio-and-admin area section 2). */
const tabs: readonly TemplateTab[] = [
  { path: 'builder', label: 'Builder' },
  { path: 'permissions', label: 'Permissions' },
  { path: 'comments', label: 'Comments' },
  { path: 'outcomes', label: 'Outcomes' },
  { path: 'metrics', label: 'Metrics' },
  { path: 'notifications', label: 'Notifications' },
  { path: 'workflow', label: 'Workflow' },
  { path: 'mapper', label: 'Mapper', flag: 'rollout-data-mapper' },
  { path: 'data-importer', label: 'Data Importer', flag: 'poc-import-mapper' },
];

/** The tab the address is on: the segment after the template id (none: the builder). */
function currentTab(pathname: string, templateId: string): string {
  const marker = `/template/${encodeURIComponent(templateId)}`;
  const rest = pathname.slice(pathname.indexOf(marker) + marker.length).split('/').filter(Boolean);
  // A notification's editor (notification/new, notification/{id}) sits under the Notifications tab.
  return rest[0] === 'notification' ? 'notifications' : (rest[0] ?? 'builder');
}

/** `/studio/campus/:campusId/template/:templateId/*`: the template's tab bar (links) above the tab's screen. */
export default function TemplateLayoutRoute() {
  const { campusId = '', templateId = '' } = useParams();
  const { pathname } = useLocation();
  const context = useOutletContext();
  // Narrow screens always overflow the tabs: showing the scroll buttons from the first render keeps the bar's width
  // fixed, so MUI's scroll of the current tab into view is not undone by a second, narrower measurement.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const mapper = useFeatureFlag('rollout-data-mapper');
  const importer = useFeatureFlag('poc-import-mapper');
  const enabled: Partial<Record<FlagKey, boolean>> = { 'rollout-data-mapper': mapper.enabled, 'poc-import-mapper': importer.enabled };
  const shown = tabs.filter((tab) => !tab.flag || enabled[tab.flag]);
  const current = currentTab(pathname, templateId);
  const base = `/studio/campus/${encodeURIComponent(campusId)}/template/${encodeURIComponent(templateId)}`;
  return (
    <>
      <Box component="nav" aria-label="Template" sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={shown.some((tab) => tab.path === current) ? current : false} variant="scrollable" scrollButtons={narrow ? true : 'auto'} allowScrollButtonsMobile aria-label="Template tabs">
          {shown.map((tab) => (
            <Tab
              key={tab.path}
              value={tab.path}
              label={tab.label}
              component={RouterLink}
              to={`${base}/${tab.path}`}
              aria-current={tab.path === current ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Suspense fallback={<PageLoading />}>
        <Outlet context={context} />
      </Suspense>
    </>
  );
}
