import { useParams } from 'react-router-dom';
import { NotificationsListPage } from '@/features/notifications/components/notifications-list-page';

/** `/studio/campus/:campusId/template/:templateId/notifications`: the template's notification templates. */
export default function TemplateNotificationsRoute() {
  const { campusId = '', templateId = '' } = useParams();
  const basePath = `/studio/campus/${encodeURIComponent(campusId)}/template/${encodeURIComponent(templateId)}`;
  return <NotificationsListPage key={templateId} templateId={templateId} basePath={basePath} />;
}
