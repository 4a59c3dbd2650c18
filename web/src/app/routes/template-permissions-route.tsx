import { useParams } from 'react-router-dom';
import { TemplatePermissionsPage } from '@/features/template-permissions/components/template-permissions-page';

/** `/studio/campus/:campusId/template/:templateId/permissions`: who may do what with the template's forms. */
export default function TemplatePermissionsRoute() {
  const { templateId = '' } = useParams();
  return <TemplatePermissionsPage key={templateId} templateId={templateId} />;
}
