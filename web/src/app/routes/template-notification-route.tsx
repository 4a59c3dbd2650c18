import { useParams } from 'react-router-dom';
import { NotificationEditorPage } from '@/features/notifications/components/notification-editor-page';

/** `.../template/:templateId/notification/new` and `.../notification/:notificationTemplateId`: the notification editor. */
export default function TemplateNotificationRoute() {
  const { campusId = '', templateId = '', notificationTemplateId } = useParams();
  const basePath = `/studio/campus/${encodeURIComponent(campusId)}/template/${encodeURIComponent(templateId)}`;
  return <NotificationEditorPage key={`${templateId}/${notificationTemplateId ?? 'new'}`} templateId={templateId} notificationTemplateId={notificationTemplateId} basePath={basePath} />;
}
