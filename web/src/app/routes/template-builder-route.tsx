import { useParams } from 'react-router-dom';
import { FormPages, type FormPageNode } from '@/features/forms/components/form-pages';
import { templateBuilderPath } from '@/features/studio/hooks/use-new-template';
import { TemplateBuilderPage } from '@/features/template-builder/components/template-builder-page';

/** `/studio/campus/:campusId/template/:templateId` (and `builder`): the builder, its preview drawn by the form renderer. */
export default function TemplateBuilderRoute() {
  const { campusId = '', templateId = '' } = useParams();
  return (
    <TemplateBuilderPage
      key={templateId}
      templateId={templateId}
      pathOf={(id) => templateBuilderPath(campusId, id)}
      programPathOf={(id) => `/studio/campus/${encodeURIComponent(campusId)}/program/${encodeURIComponent(id)}`}
      renderPreview={(pages) => <FormPages pages={pages as readonly FormPageNode[]} />}
    />
  );
}
