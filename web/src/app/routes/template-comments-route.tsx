import { useParams } from 'react-router-dom';
import { TemplateCommentsPage } from '@/features/template-permissions/components/template-comments-page';

/** `/studio/campus/:campusId/template/:templateId/comments`: Configure Comments for the template's forms. */
export default function TemplateCommentsRoute() {
  const { templateId = '' } = useParams();
  return <TemplateCommentsPage key={templateId} templateId={templateId} />;
}
