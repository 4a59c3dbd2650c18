import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { IndexableTemplate } from '@schema/template/template-index';
import type { ComponentType } from 'react';
import { PageContainer } from '@/components/page-container';
import { PageLoading } from '@/components/page-loading';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { useScreenShown } from '@/lib/apollo/screen-shown';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormQuery } from '../api/form';
import { FormAnswersProvider } from '../hooks/form-answers';
import { useFormElementAccess } from '../hooks/form-element-access';
import { FormValidationProvider } from '../hooks/form-validation';
import { defaultFormPaths, type FormPaths } from '../hooks/form-paths';
import { ActionableFormHeader } from './actions/form-header-actions';
import { useAvailableActions } from './actions/use-form-actions';
import { FormPages, type FormPageNode } from './form-pages';
import { FormPrintArea } from './print/form-print-area';
import { StatusHistory } from './status/status-history';
import { WorkflowStatusAlert } from './status/workflow-status-alert';
import { FormLinkProvider } from './subforms/form-links';
import { FormSummary } from './summary/form-summary';
import { AnswerProblemsSummary } from './validation/answer-problems-summary';

// The fetched template has the shape the visibility rules walk (pages, children, table columns, dependsOn);
// only the generated types differ from the model's (strings for its enums).
function asIndexable(template: { pages: readonly FormPageNode[] }): IndexableTemplate {
  return template as unknown as IndexableTemplate;
}

/**
 * The slot for a form's comments (a button in the header that opens its Comments panel): the app fills it from the
 * comments feature on the signed-in form routes, so a form rendered without it (a public one) has no comments.
 */
export type FormCommentsSlot = ComponentType<{ formId: string }>;

/**
 * The form view: header with status, Comments (when the slot is given) and Close, the answers to fix after a refused
 * action, a workflow that failed or stopped, the status history, then the template's pages with their questions (as a report of the
 * answers, with a note, when the caller may not change the form in its status; pages and sections hidden or
 * disabled as their permissions say), then the summary. `paths` says where form links and Close lead (a program's route keeps them
 * inside the program).
 */
export function FormPage({ formId, paths = defaultFormPaths, Comments }: { formId: string; paths?: FormPaths; Comments?: FormCommentsSlot }) {
  const { data, loading, error } = useFormQuery(formId);
  const { readOnly: actionsReadOnly } = useAvailableActions(formId);
  const documentsPage = useFeatureFlag('rollout-documents-page');
  const form = data?.form;
  // The form says itself whether the caller may change it, so a submitted form never shows its fields first; the
  // actions' answer (refetched after every action, into the same cached Form) keeps it current.
  const readOnly = form?.canEdit === false || actionsReadOnly;
  const access = useFormElementAccess(form ? { ...form, template: asIndexable(form.template) } : undefined);
  useDocumentTitle(form?.name);
  // The top bar's and the side queries the form route's preload held back leave once this first content is painted.
  useScreenShown(!(loading && !form));

  if (error && !form) return <QueryErrorPage error={error} />;
  if (loading && !form) return <PageLoading />;
  if (!form || !access) return <NotFoundPage />;
  // Pages the caller's roles may not see in this status are not offered at all.
  const pages = form.template.pages.filter((page) => access.canView(page.id));

  const closeTo = paths.close({
    parentFormId: form.parentFormId,
    templateGroupId: form.templateGroupId,
    documentsPageEnabled: documentsPage.enabled,
  });

  const template = asIndexable(form.template);
  return (
    <PageContainer maxWidth="md">
      <FormAnswersProvider formId={form.id} responses={form.responses} template={template} readOnly={readOnly} access={access}>
        <FormValidationProvider template={template}>
          <ActionableFormHeader form={form} closeTo={closeTo} formPath={paths.form} aside={Comments ? <Comments formId={form.id} /> : null} />
          <AnswerProblemsSummary />
          <WorkflowStatusAlert workflowState={form.workflowState} />
          <Box data-print="hide">
            <StatusHistory events={form.statusEvents} />
          </Box>
          {readOnly ? (
            <Alert severity="info" role="status" data-print="hide" sx={{ mb: 3 }}>
              This form is read-only in its current status.
            </Alert>
          ) : null}
          <FormLinkProvider formLink={paths.form}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, '@media print': { p: 0, border: 0 } }}>
              <FormPrintArea formId={form.id} pages={pages} responses={form.responses} readOnly={readOnly}>
                <FormPages pages={pages} />
              </FormPrintArea>
            </Paper>
            <FormSummary formId={form.id} pages={pages} responses={form.responses} />
          </FormLinkProvider>
        </FormValidationProvider>
      </FormAnswersProvider>
    </PageContainer>
  );
}
