import type { DocumentNode } from 'graphql';
import { onlyRootField, webOperation } from './scale-operations';
import { scaleMetricId } from './scale-metrics';
import { scaleFormsGroupId, scaleScenario } from './scale-records';

/** How a list's total grows with the seeded data: with the forms (and action items) or with the groups. */
export type Growth = 'forms' | 'groups';

/** A total the answer states (meta.total) or implies (a list's length), at a path in `data`. */
export interface TotalCheck {
  path: string[];
  growth: Growth;
  /**
   * Where the answer says its total is only the count found so far (`FormPage.partialTotal`: a caller who sees
   * part of a template group gets a running count until the last page). Such a total is not compared.
   */
  partialWhen?: string[];
}

/** One list bench:scale measures: which operation the web sends, as whom, and how it pages. */
export interface ScaleList {
  name: string;
  persona: string;
  document: DocumentNode;
  /** The variables of the first page; paged lists take `page` (and `cursor`) on top. */
  variables: Record<string, unknown>;
  /** The root field that holds the page, for a list paged by page/size (and cursor); absent when unpaged. */
  pagedField?: string;
  totals: TotalCheck[];
}

/** Rows per page: the lists' default page size (the spec's 25, 50 or 100, else 25). */
export const pageSize = 25;
/** The page measured deep in each paged list, reached by following nextCursor when the API has it. */
export const deepPage = 20;

const pagedBy = (field: string): Pick<ScaleList, 'pagedField' | 'totals'> => ({
  pagedField: field,
  totals: [{ path: [field, 'meta', 'total'], growth: 'forms', ...(field === 'documentsByTemplateGroup' ? { partialWhen: [field, 'partialTotal'] } : {}) }],
});

/** The lists of issue 13, each with the operation document the web sends for it. */
export function scaleLists(): ScaleList[] {
  const owner = scaleScenario.ownerUsername;
  const admin = scaleScenario.programAdminUsername;
  const home = webOperation('features/home/api/home.graphql');
  const templateDocuments = webOperation('features/templates/api/template-documents.graphql');
  const homeVariables = { rows: 5, includeRestrictedCreateAccess: false };
  return [
    { name: 'All documents', persona: owner, document: webOperation('features/documents/api/user-documents.graphql'), variables: { size: pageSize }, ...pagedBy('userDocuments') },
    { name: 'Recents', persona: owner, document: webOperation('features/documents/api/recent-documents.graphql'), variables: {}, totals: [] },
    { name: 'Workspace', persona: owner, document: webOperation('features/workspace/api/workspace-items.graphql'), variables: { size: pageSize }, ...pagedBy('inventoryItemsByUser') },
    { name: 'Action items', persona: owner, document: webOperation('features/action-items/api/action-items.graphql'), variables: { size: pageSize }, ...pagedBy('reminders') },
    {
      name: 'Home',
      persona: owner,
      document: home,
      variables: homeVariables,
      totals: [
        { path: ['reminders', 'meta', 'total'], growth: 'forms' },
        { path: ['inventoryItemsByUser', 'meta', 'total'], growth: 'forms' },
        { path: ['assessmentTemplates'], growth: 'groups' },
      ],
    },
    {
      name: 'Template documents (program admin)',
      persona: admin,
      document: templateDocuments,
      variables: { groupId: scaleFormsGroupId, size: pageSize },
      ...pagedBy('documentsByTemplateGroup'),
    },
    {
      name: 'Template documents (owner)',
      persona: owner,
      document: templateDocuments,
      variables: { groupId: scaleFormsGroupId, size: pageSize },
      ...pagedBy('documentsByTemplateGroup'),
    },
    {
      name: 'Program template forms (program admin)',
      persona: admin,
      document: webOperation('features/program-area/api/program-template-forms.graphql'),
      variables: { groupId: scaleFormsGroupId, size: pageSize },
      ...pagedBy('documentsByTemplateGroup'),
    },
    // Issue 15: metrics read the group's maintained aggregate, one item whatever the number of forms.
    {
      name: 'Template metrics (studio tab)',
      persona: admin,
      document: webOperation('features/template-metrics/api/template-metrics.graphql'),
      variables: { templateGroupId: scaleFormsGroupId },
      totals: [{ path: ['templateMetrics', 'formsCount'], growth: 'forms' }],
    },
    {
      name: 'Metric series (chart widget)',
      persona: admin,
      document: webOperation('features/metrics/api/metric-series.graphql'),
      variables: { id: scaleMetricId },
      totals: [{ path: ['metricSeries', 'formsCount'], growth: 'forms' }],
    },
    {
      name: 'Get Started',
      persona: owner,
      document: onlyRootField(home, 'assessmentTemplates', 'GetStarted'),
      variables: { includeRestrictedCreateAccess: false },
      totals: [{ path: ['assessmentTemplates'], growth: 'groups' }],
    },
    {
      name: 'Start New menu',
      persona: owner,
      document: webOperation('features/navigation/api/start-new-templates.graphql'),
      variables: {},
      totals: [{ path: ['assessmentTemplates'], growth: 'groups' }],
    },
  ];
}
