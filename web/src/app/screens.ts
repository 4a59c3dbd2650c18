import { lazy } from 'react';
import { PageLoading } from '@/components/page-loading';
import { lazyWithoutSuspense } from '@/lib/lazy-without-suspense';
import type { AdminScreenName } from './admin-screens';

/** The chunks a route preloads before its screen renders (see route-preloads.ts). */
export const screenLoaders = {
  form: () => import('./routes/form-route'),
  programForm: () => import('./routes/program-form-route'),
};

/**
 * An administrator's screen, reached through the admin-screens chunk: the entry then holds one preload list for
 * all of them instead of one per screen (each names its chunk's files), so adding a studio or program-admin route
 * does not weigh on every user's first page (tests/infra/web-first-route.test.ts). It costs an administrator one
 * small extra chunk on their first such screen.
 */
const adminScreen = (name: AdminScreenName) => lazy(() => import('./admin-screens').then((module) => module.adminScreens[name]()));

/** Every screen is its own chunk, loaded when its route is first visited. */
export const screens = {
  Login: lazy(() => import('./routes/login-route')),
  PublicGuest: adminScreen('PublicGuest'),
  Home: lazy(() => import('./routes/home-route')),
  ActionItems: lazy(() => import('./routes/action-items-route')),
  Workspace: lazy(() => import('./routes/workspace-route')),
  ManageInventory: adminScreen('ManageInventory'),
  Facilities: adminScreen('Facilities'),
  LaundryLocations: adminScreen('LaundryLocations'),
  Documents: lazy(() => import('./routes/documents-route')),
  Away: adminScreen('Away'),
  TemplateIntro: lazy(() => import('./routes/template-intro-route')),
  // The form routes, which their preload starts at once, render without suspending (lazy-without-suspense.tsx).
  Form: lazyWithoutSuspense(screenLoaders.form, PageLoading),
  FormV2: adminScreen('FormV2'),
  Help: adminScreen('Help'),
  Accessibility: adminScreen('Accessibility'),
  Privacy: adminScreen('Privacy'),
  StudioLayout: adminScreen('StudioLayout'),
  StudioAccess: adminScreen('StudioAccess'),
  AuthModel: adminScreen('AuthModel'),
  AuthModelTools: adminScreen('AuthModelTools'),
  GlobalRoles: adminScreen('GlobalRoles'),
  GlobalMembers: adminScreen('GlobalMembers'),
  CampusRoles: adminScreen('CampusRoles'),
  CampusMembers: adminScreen('CampusMembers'),
  StudioProgramRoles: adminScreen('StudioProgramRoles'),
  StudioProgramMembers: adminScreen('StudioProgramMembers'),
  StudioCampus: adminScreen('StudioCampus'),
  StudioProgram: adminScreen('StudioProgram'),
  TemplateBuilder: adminScreen('TemplateBuilder'),
  TemplateLayout: adminScreen('TemplateLayout'),
  TemplatePermissions: adminScreen('TemplatePermissions'),
  TemplateComments: adminScreen('TemplateComments'),
  TemplateWorkflow: adminScreen('TemplateWorkflow'),
  TemplateOutcomes: adminScreen('TemplateOutcomes'),
  TemplateMetrics: adminScreen('TemplateMetrics'),
  TemplateNotifications: adminScreen('TemplateNotifications'),
  TemplateNotification: adminScreen('TemplateNotification'),
  TemplateMapper: adminScreen('TemplateMapper'),
  TemplateDataImporter: adminScreen('TemplateDataImporter'),
  ProgramMembers: adminScreen('ProgramMembers'),
  ProgramAssignment: adminScreen('ProgramAssignment'),
  ProgramUser: adminScreen('ProgramUser'),
  ProgramLayout: lazy(() => import('./routes/program-layout-route')),
  ProgramOverview: lazy(() => import('./routes/program-overview-route')),
  ProgramAdminGate: adminScreen('ProgramAdminGate'),
  ProgramTemplate: adminScreen('ProgramTemplate'),
  ProgramForm: lazyWithoutSuspense(screenLoaders.programForm, PageLoading),
  Dashboard: adminScreen('Dashboard'),
  DataExplorer: adminScreen('DataExplorer'),
  DeepDive: adminScreen('DeepDive'),
  DataExplorerConfig: adminScreen('DataExplorerConfig'),
  ProgramMetrics: adminScreen('ProgramMetrics'),
  LibraryManagement: adminScreen('LibraryManagement'),
  LibraryItems: adminScreen('LibraryItems'),
  LibraryFields: adminScreen('LibraryFields'),
  LibraryConfigure: adminScreen('LibraryConfigure'),
  LibraryDetail: adminScreen('LibraryDetail'),
  LibraryImport: adminScreen('LibraryImport'),
  LibraryPermissions: adminScreen('LibraryPermissions'),
  LibraryAccess: adminScreen('LibraryAccess'),
  ComplianceCalendar: adminScreen('ComplianceCalendar'),
  Flags: adminScreen('Flags'),
  Drs: adminScreen('Drs'),
  /** The catch-all, and the routes whose screens later issues build. */
  NotFound: lazy(() => import('./routes/not-found-route')),
};
