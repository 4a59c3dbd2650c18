import type { RouteObject } from 'react-router-dom';
import type { ProgramRouteHandle } from '@/features/program-area/components/program-breadcrumbs';
import type { StudioRouteHandle } from '@/features/studio/components/studio-breadcrumbs';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';
import { RootFrame } from './root-frame';
import type { PreloadHandle, RoutePreloads } from './route-preloads';
import { screenLoaders, screens } from './screens';
import { SessionGate } from './session-gate';

/** An address that matches no route: the not-found page (every route the spec names has its screen). */
const notFound = { element: <screens.NotFound /> };

/** A program route's breadcrumb (see the program layout). */
const programCrumb = (label: string): { handle: ProgramRouteHandle } => ({ handle: { programCrumb: { label } } });

/**
 * A form route's preload: starts the screen's chunk and the Form query when the route is matched (a link pressed, an
 * address opened: app-routes.tsx); the screen reads the query's answer from the cache.
 */
function formPreload(preloads: RoutePreloads | undefined, loadScreen: () => Promise<unknown>): PreloadHandle {
  return {
    preload: (params) => {
      if (params.formId) preloads?.form(params.formId, loadScreen);
    },
  };
}

/** The program area (spec: end-user area section 2, studio-and-admin area section 2), inside its frame. */
const programRoutes = (preloads: RoutePreloads | undefined): RouteObject => ({
  path: 'program/:programId',
  element: <screens.ProgramLayout />,
  children: [
    { index: true, element: <screens.ProgramOverview /> },
    // A form follows its own permissions (the form query decides), as at /form/{id}: members open their own here.
    {
      path: 'form/:formId',
      element: <screens.ProgramForm />,
      handle: { ...programCrumb('Form').handle, ...formPreload(preloads, screenLoaders.programForm) } satisfies ProgramRouteHandle & PreloadHandle,
    },
    {
      // Every other child is for the program's administrators (spec: studio-and-admin area section 2).
      element: <screens.ProgramAdminGate />,
      children: [
        { path: 'user-management', element: <screens.ProgramMembers />, ...programCrumb('User Management') },
        { path: 'template/:templateGroupId', element: <screens.ProgramTemplate />, handle: { programCrumb: { entity: 'template' } } satisfies ProgramRouteHandle },
        { path: 'assignment', element: <screens.ProgramAssignment />, ...programCrumb('Assignment') },
        { path: 'user/:userId', element: <screens.ProgramUser />, handle: { programCrumb: { entity: 'user' } } satisfies ProgramRouteHandle },
        { path: 'dashboard/:dashboardId', element: <screens.Dashboard />, ...programCrumb('Dashboard') },
        { path: 'data-export', element: <screens.DataExplorer />, ...programCrumb('Data Explorer') },
        { path: 'deep-dive', element: <screens.DeepDive />, ...programCrumb('Deep Dive') },
        { path: 'calendar', element: <screens.ComplianceCalendar />, ...programCrumb('Compliance Calendar') },
      ],
    },
  ],
});

/** A studio route's breadcrumb (see the studio layout). */
const crumb = (label: string): { handle: StudioRouteHandle } => ({ handle: { crumb: { label } } });
const entityCrumb = (entity: 'campus' | 'program' | 'template'): { handle: StudioRouteHandle } => ({ handle: { crumb: { entity } } });

/** The studio (spec: studio-and-admin area section 2), inside its own frame: gate, left menu, breadcrumbs. */
const studioRoutes: RouteObject = {
  path: 'studio',
  children: [
    // Where the Studio entry leads when no studio screen is open to the user: what each part needs.
    { index: true, element: <screens.StudioAccess /> },
    {
      element: <screens.StudioLayout />,
      children: [
        {
          path: 'campus/:campusId',
          ...entityCrumb('campus'),
          children: [
            { index: true, element: <screens.StudioCampus /> },
            { path: 'role', element: <screens.CampusRoles />, ...crumb('Campus Roles and Permissions') },
            { path: 'user-management', element: <screens.CampusMembers />, ...crumb('Campus Role Members') },
            {
              path: 'program/:programId',
              ...entityCrumb('program'),
              children: [
                { index: true, element: <screens.StudioProgram /> },
                { path: 'roles-and-permissions', element: <screens.StudioProgramRoles />, ...crumb('Roles & Permissions') },
                { path: 'user-management', element: <screens.StudioProgramMembers />, ...crumb('User Management') },
                { path: 'dashboard/:dashboardId', element: <screens.Dashboard />, ...crumb('Dashboard') },
                { path: 'data-explorer-config', element: <screens.DataExplorerConfig />, ...crumb('Data Explorer Configuration') },
                { path: 'metrics', element: <screens.ProgramMetrics />, ...crumb('Metrics') },
              ],
            },
            {
              path: 'template/:templateId',
              ...entityCrumb('template'),
              element: <screens.TemplateLayout />,
              children: [
                { index: true, element: <screens.TemplateBuilder /> },
                { path: 'builder', element: <screens.TemplateBuilder /> },
                { path: 'permissions', element: <screens.TemplatePermissions />, ...crumb('Permissions') },
                { path: 'comments', element: <screens.TemplateComments />, ...crumb('Configure Comments') },
                { path: 'workflow', element: <screens.TemplateWorkflow />, ...crumb('Workflow') },
                { path: 'outcomes', element: <screens.TemplateOutcomes />, ...crumb('Outcomes') },
                { path: 'metrics', element: <screens.TemplateMetrics />, ...crumb('Metrics') },
                { path: 'notifications', element: <screens.TemplateNotifications />, ...crumb('Notifications') },
                { path: 'notification/new', element: <screens.TemplateNotification />, ...crumb('New Notification') },
                { path: 'notification/:notificationTemplateId', element: <screens.TemplateNotification />, ...crumb('Notification') },
                { path: 'mapper', element: <screens.TemplateMapper />, ...crumb('Data Mapper') },
                { path: 'data-importer', element: <screens.TemplateDataImporter />, ...crumb('Data Importer') },
              ],
            },
          ],
        },
        {
          path: 'global',
          ...crumb('Global'),
          children: [
            { index: true, element: <screens.AuthModel />, ...crumb('Auth Model') },
            { path: 'auth-model-tools', element: <screens.AuthModelTools />, ...crumb('Auth Model Tools') },
            { path: 'role', element: <screens.GlobalRoles />, ...crumb('Global Roles and Permissions') },
            { path: 'user-management', element: <screens.GlobalMembers />, ...crumb('Manage Global Role Members') },
            { path: 'library-management', element: <screens.LibraryManagement />, ...crumb('Library Management') },
            { path: 'library-management/permissions', element: <screens.LibraryPermissions />, ...crumb('Library Permissions') },
            {
              path: 'library/:libraryId',
              ...crumb('Library'),
              children: [
                { index: true, element: <screens.LibraryItems /> },
                { path: 'configure_fields', element: <screens.LibraryFields /> },
                { path: 'configure', element: <screens.LibraryConfigure /> },
                { path: 'detail/:detailId', element: <screens.LibraryDetail /> },
                { path: 'import', element: <screens.LibraryImport /> },
                { path: 'permissions', element: <screens.LibraryAccess /> },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/**
 * Every route of the app. Screens are lazy chunks; the signed-in ones sit behind the session gate. With preloads, a
 * form route starts its chunk and its data as soon as it is matched.
 */
export function createRouteTable(preloads?: RoutePreloads): RouteObject[] {
  return [
    {
      // A route that fails to render shows the generic error page in place of this frame (app-routes.tsx).
      element: <RootFrame />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { path: 'login', element: <screens.Login /> },
            { path: 'public/*', element: <screens.PublicGuest /> },
          ],
        },
        {
          element: <SessionGate />,
          children: [
            {
              element: <AppLayout />,
              children: [
                { index: true, element: <screens.Home /> },
                { path: 'template/:templateGroupId', element: <screens.TemplateIntro /> },
                { path: 'form/:formId', element: <screens.Form />, handle: formPreload(preloads, screenLoaders.form) },
                { path: 'form/v2/:formId', element: <screens.FormV2 /> },
                { path: 'action-items', element: <screens.ActionItems /> },
                { path: 'workspace', element: <screens.Workspace /> },
                { path: 'manage-inventory/:inventoryId', element: <screens.ManageInventory /> },
                { path: 'manage/laundry-locations', element: <screens.LaundryLocations /> },
                { path: 'profile/facilities/user/:userId', element: <screens.Facilities /> },
                { path: 'documents', element: <screens.Documents /> },
                { path: 'away', element: <screens.Away /> },
                { path: 'away/*', element: <screens.Away /> },
                // Not in the spec's route list: the default targets of the help button and the footer links.
                { path: 'help', element: <screens.Help /> },
                { path: 'accessibility', element: <screens.Accessibility /> },
                { path: 'privacy', element: <screens.Privacy /> },
                // The internal tools (can_view_internal_tools on the platform).
                { path: 'flags', element: <screens.Flags /> },
                { path: 'drs', element: <screens.Drs /> },
                programRoutes(preloads),
                studioRoutes,
                { path: '*', ...notFound },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** The routes without preloads (tests render screens through them). */
export const routeTable: RouteObject[] = createRouteTable();
