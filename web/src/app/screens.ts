import { lazy } from 'react';

/** The chunks a route preloads before its screen renders (see route-preloads.ts). */
export const screenLoaders = {
  form: () => import('./routes/form-route'),
  programForm: () => import('./routes/program-form-route'),
};

/** Every screen is its own chunk, loaded when its route is first visited. */
export const screens = {
  Login: lazy(() => import('./routes/login-route')),
  Home: lazy(() => import('./routes/home-route')),
  ActionItems: lazy(() => import('./routes/action-items-route')),
  Workspace: lazy(() => import('./routes/workspace-route')),
  Documents: lazy(() => import('./routes/documents-route')),
  Away: lazy(() => import('./routes/away-route')),
  TemplateIntro: lazy(() => import('./routes/template-intro-route')),
  Form: lazy(screenLoaders.form),
  FormV2: lazy(() => import('./routes/form-v2-route')),
  Help: lazy(() => import('./routes/help-route')),
  Accessibility: lazy(() => import('./routes/accessibility-route')),
  Privacy: lazy(() => import('./routes/privacy-route')),
  StudioLayout: lazy(() => import('./routes/studio-layout-route')),
  StudioAccess: lazy(() => import('./routes/studio-access-route')),
  AuthModel: lazy(() => import('./routes/auth-model-route')),
  AuthModelTools: lazy(() => import('./routes/auth-model-tools-route')),
  GlobalRoles: lazy(() => import('./routes/global-roles-route')),
  GlobalMembers: lazy(() => import('./routes/global-members-route')),
  CampusRoles: lazy(() => import('./routes/campus-roles-route')),
  CampusMembers: lazy(() => import('./routes/campus-members-route')),
  StudioProgramRoles: lazy(() => import('./routes/studio-program-roles-route')),
  StudioProgramMembers: lazy(() => import('./routes/studio-program-members-route')),
  StudioCampus: lazy(() => import('./routes/studio-campus-route')),
  StudioProgram: lazy(() => import('./routes/studio-program-route')),
  TemplateBuilder: lazy(() => import('./routes/template-builder-route')),
  TemplateLayout: lazy(() => import('./routes/template-layout-route')),
  TemplatePermissions: lazy(() => import('./routes/template-permissions-route')),
  TemplateComments: lazy(() => import('./routes/template-comments-route')),
  TemplateWorkflow: lazy(() => import('./routes/template-workflow-route')),
  TemplateOutcomes: lazy(() => import('./routes/template-outcomes-route')),
  TemplateMetrics: lazy(() => import('./routes/template-metrics-route')),
  TemplateNotifications: lazy(() => import('./routes/template-notifications-route')),
  TemplateNotification: lazy(() => import('./routes/template-notification-route')),
  ProgramMembers: lazy(() => import('./routes/program-members-route')),
  ProgramLayout: lazy(() => import('./routes/program-layout-route')),
  ProgramOverview: lazy(() => import('./routes/program-overview-route')),
  ProgramTemplate: lazy(() => import('./routes/program-template-route')),
  ProgramForm: lazy(screenLoaders.programForm),
  /** The catch-all, and the routes whose screens later issues build. */
  NotFound: lazy(() => import('./routes/not-found-route')),
};
