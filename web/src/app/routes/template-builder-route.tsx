import { useParams } from 'react-router-dom';
import { templateBuilderPath } from '@/features/studio/hooks/use-new-template';
import { TemplateBuilderPage } from '@/features/template-builder/components/template-builder-page';
import { BuilderPreview } from './builder-preview';

/** `/studio/campus/:campusId/template/:templateId` (and `builder`): the builder, its preview drawn by the form renderer (answers tried, never saved). */
export default function TemplateBuilderRoute() {
  const { campusId = '', templateId = '' } = useParams();
  return (
    <TemplateBuilderPage
      key={templateId}
      templateId={templateId}
      pathOf={(id) => templateBuilderPath(campusId, id)}
      programPathOf={(id) => `/studio/campus/${encodeURIComponent(campusId)}/program/${encodeURIComponent(id)}`}
      renderPreview={(request) => <BuilderPreview {...request} />}
    />
  );
}
