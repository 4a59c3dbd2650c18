/**
 * The GraphQL service endpoints the spec names (end-user area section 7: graph, relationship-v2, branding,
 * documents, dashboard; studio-and-admin area section 7: the main one, form-builder, relationship-v2,
 * library-management). One AppSync API answers on every path: CloudFront sends each to it, and the local stack
 * serves each (docs/decisions.md, "Service endpoints"). The web sends an operation to the endpoint of its first
 * root field's service, so each service's traffic can be told apart at the edge.
 */
export const serviceEndpoints = {
  graph: '/platform-shell/graphql',
  formBuilder: '/form-builder/graphql',
  relationship: '/relationship-v2/graphql',
  libraryManagement: '/library-management/graphql',
  branding: '/branding/graphql',
  documents: '/documents/graphql',
  dashboard: '/dashboard/graphql',
} as const;

export type ServiceName = keyof typeof serviceEndpoints;

/** Every endpoint path, the main one first. */
export const serviceEndpointPaths: readonly string[] = Object.values(serviceEndpoints);

// The root fields the spec puts behind a service other than the main graph: template by id (form-builder), the
// relationship calls, the branding call, the documents and dashboard queries, and the library schema by id. Kept as
// space-separated names: this table is on every user's first route, and a string is its smallest form.
const rootFieldsByService: Readonly<Partial<Record<ServiceName, string>>> = {
  formBuilder: 'templateById',
  relationship: 'check navigationAccess fgaAuthorizationModel fgaRead fgaCheck fgaExplain fgaExpand fgaObjectNames fgaWrite',
  branding: 'moreApps',
  documents: 'userDocuments recentDocuments awayTemplate',
  dashboard: 'findDashboardsByProgram defaultDashboards dashboard findLayout createDashboard saveDashboard updatePageLayout deletePageLayout',
  libraryManagement: 'fetchSchema librarySchema',
};

const serviceOfRootField = new Map(
  Object.entries(rootFieldsByService).flatMap(([service, fields]) => fields.split(' ').map((field) => [field, service as ServiceName] as const)),
);

/** The root fields mapped to a service of their own (for the test that holds the table to the SDL). */
export const rootFieldsWithService: readonly string[] = [...serviceOfRootField.keys()];

/** The endpoint an operation goes to, by its first root field; the main graph for anything else. */
export function serviceEndpointFor(firstRootField: string | undefined): string {
  const service = firstRootField === undefined ? undefined : serviceOfRootField.get(firstRootField);
  return serviceEndpoints[service ?? 'graph'];
}
