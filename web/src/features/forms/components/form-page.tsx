import Paper from '@mui/material/Paper';
import type { IndexableTemplate } from '@schema/template/template-index';
import { PageContainer } from '@/components/page-container';
import { PageLoading } from '@/components/page-loading';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormQuery } from '../api/form';
import { closeTarget } from '../hooks/close-target';
import { FormAnswersProvider } from '../hooks/form-answers';
import { FormHeader } from './form-header';
import { FormPages, type FormPageNode } from './form-pages';

// The fetched template has the shape the visibility rules walk (pages, children, table columns, dependsOn);
// only the generated types differ from the model's (strings for its enums).
function asIndexable(template: { pages: readonly FormPageNode[] }): IndexableTemplate {
  return template as unknown as IndexableTemplate;
}

/** The form view: header with status and Close, then the template's pages with their questions. */
export function FormPage({ formId }: { formId: string }) {
  const { data, loading, error } = useFormQuery(formId);
  const documentsPage = useFeatureFlag('rollout-documents-page');
  const form = data?.form;
  useDocumentTitle(form?.name);

  if (error && !form) return <QueryErrorPage error={error} />;
  if (loading && !form) return <PageLoading />;
  if (!form) return <NotFoundPage />;

  const closeTo = closeTarget({
    parentFormId: form.parentFormId,
    templateGroupId: form.templateGroupId,
    documentsPageEnabled: documentsPage.enabled,
  });

  return (
    <PageContainer maxWidth="md">
      <FormHeader name={form.name} autoId={form.autoId} status={form.status} lastSaved={form.lastSaved} closeTo={closeTo} />
      <FormAnswersProvider formId={form.id} responses={form.responses} template={asIndexable(form.template)}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <FormPages pages={form.template.pages} />
        </Paper>
      </FormAnswersProvider>
    </PageContainer>
  );
}
