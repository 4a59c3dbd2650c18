/**
 * How to load each of the studio's and the program area's administrator screens, each its own chunk. Used only
 * through `adminScreen` in screens.ts, so their preload lists live in this chunk and not in the entry. Loaders, not
 * lazy components: a lazy component must resolve to a component, never to another lazy one.
 */
export const adminScreens = {
  // guest17: not an administrator's screen, but one few users open: its preload list stays out of the entry too.
  PublicGuest: () => import('./routes/public-guest-route'),
  StudioLayout: () => import('./routes/studio-layout-route'),
  StudioAccess: () => import('./routes/studio-access-route'),
  AuthModel: () => import('./routes/auth-model-route'),
  AuthModelTools: () => import('./routes/auth-model-tools-route'),
  GlobalRoles: () => import('./routes/global-roles-route'),
  GlobalMembers: () => import('./routes/global-members-route'),
  CampusRoles: () => import('./routes/campus-roles-route'),
  CampusMembers: () => import('./routes/campus-members-route'),
  StudioProgramRoles: () => import('./routes/studio-program-roles-route'),
  StudioProgramMembers: () => import('./routes/studio-program-members-route'),
  StudioCampus: () => import('./routes/studio-campus-route'),
  StudioProgram: () => import('./routes/studio-program-route'),
  TemplateBuilder: () => import('./routes/template-builder-route'),
  TemplateLayout: () => import('./routes/template-layout-route'),
  TemplatePermissions: () => import('./routes/template-permissions-route'),
  TemplateComments: () => import('./routes/template-comments-route'),
  TemplateWorkflow: () => import('./routes/template-workflow-route'),
  TemplateOutcomes: () => import('./routes/template-outcomes-route'),
  TemplateMetrics: () => import('./routes/template-metrics-route'),
  TemplateNotifications: () => import('./routes/template-notifications-route'),
  TemplateNotification: () => import('./routes/template-notification-route'),
  TemplateMapper: () => import('./routes/template-mapper-route'),
  TemplateDataImporter: () => import('./routes/template-data-importer-route'),
  ProgramMembers: () => import('./routes/program-members-route'),
  ProgramAssignment: () => import('./routes/program-assignment-route'),
  ProgramUser: () => import('./routes/program-user-route'),
  DataExplorer: () => import('./routes/data-explorer-route'),
  DeepDive: () => import('./routes/deep-dive-route'),
  DataExplorerConfig: () => import('./routes/data-explorer-config-route'),
  ProgramMetrics: () => import('./routes/program-metrics-route'),
  LibraryManagement: () => import('./routes/library-management-route'),
  LibraryItems: () => import('./routes/library-route'),
  LibraryFields: () => import('./routes/library-route').then((module) => ({ default: module.LibraryFieldsRoute })),
  LibraryConfigure: () => import('./routes/library-route').then((module) => ({ default: module.LibraryConfigureRoute })),
  LibraryDetail: () => import('./routes/library-route').then((module) => ({ default: module.LibraryDetailRoute })),
  LibraryPermissions: () => import('./routes/library-permissions-route'),
  LibraryImport: () => import('./routes/library-route').then((module) => ({ default: module.LibraryImportRoute })),
  LibraryAccess: () => import('./routes/library-route').then((module) => ({ default: module.LibraryAccessRoute })),
  ProgramAdminGate: () => import('./routes/program-admin-gate-route'),
  LaundryLocations: () => import('./routes/laundry-locations-route'),
  ComplianceCalendar: () => import('./routes/compliance-calendar-route'),
  Flags: () => import('./routes/flags-route'),
  Drs: () => import('./routes/drs-route'),
};

/** The name of one administrator screen. */
export type AdminScreenName = keyof typeof adminScreens;
