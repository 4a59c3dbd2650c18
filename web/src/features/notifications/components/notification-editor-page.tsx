import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast/toast-context';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NotificationEditorFieldsFragment } from '@/gql/graphql';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useSessionUser } from '@/lib/auth/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNotificationEditorTemplate } from '../api/notification-editor-template';
import { useNotificationRoles } from '../api/notification-roles';
import { useNotificationTemplate } from '../api/notification-template';
import { draftOf, emptyDraft, type NotificationDraft } from '../hooks/notification-draft';
import { questionsOf } from '../hooks/questions-of';
import { useNotificationSave } from '../hooks/use-notification-save';
import { NotificationForm } from './notification-form';

/** The message shown when someone else saved the notification first. */
export const conflictMessage = 'Someone else saved this notification meanwhile. Load their version, then make your change again.';

interface EditorProps {
  templateId: string;
  /** The template's studio address: the list is `{basePath}/notifications`. */
  basePath: string;
  stored: NotificationEditorFieldsFragment | undefined;
}

function Editor({ templateId, basePath, stored: initial }: EditorProps) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const user = useSessionUser();
  const [stored, setStored] = useState(initial);
  const [draft, setDraft] = useState<NotificationDraft>(() => (initial ? draftOf(initial) : emptyDraft()));
  const [conflict, setConflict] = useState<NotificationEditorFieldsFragment | undefined | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { save, saving } = useNotificationSave(templateId);
  const templateQuery = useNotificationEditorTemplate(templateId);
  const template = templateQuery.data?.templateById;
  const node = template ? (template.programId ? { nodeType: 'program' as const, nodeId: template.programId } : { nodeType: 'campus' as const, nodeId: template.campusCode }) : undefined;
  const rolesQuery = useNotificationRoles(node);
  const questions = useMemo(() => questionsOf(template), [template]);
  const onSave = async () => {
    setError(null);
    const outcome = await save(draft, stored);
    if (outcome.kind === 'saved') {
      setStored(outcome.notification);
      setConflict(null);
      showToast('Notification saved', { variant: 'success' });
      if (!stored) void navigate(`${basePath}/notification/${outcome.notification.id}`, { replace: true });
    } else if (outcome.kind === 'conflict') setConflict(outcome.current);
    else setError(outcome.message);
  };
  const loadTheirs = () => {
    if (conflict) {
      setStored(conflict);
      setDraft(draftOf(conflict));
    }
    setConflict(null);
  };
  return (
    <Stack sx={{ gap: 2 }}>
      {conflict !== null && (
        <Alert severity="warning" action={conflict ? <Button color="inherit" onClick={loadTheirs}>Load their version</Button> : undefined}>
          {conflictMessage}
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <NotificationForm
        draft={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        onSave={() => void onSave()}
        saving={saving}
        questions={questions}
        roles={rolesQuery.data?.roles ?? []}
        documentRoles={template?.rolesV2 ?? []}
        ownerFirstName={user.firstName}
      />
    </Stack>
  );
}

/** `notification/new` and `notification/{id}` of a studio template: the notification editor. */
export function NotificationEditorPage({ templateId, notificationTemplateId, basePath }: { templateId: string; notificationTemplateId?: string | undefined; basePath: string }) {
  const query = useNotificationTemplate(notificationTemplateId);
  const stored = query.data?.notificationTemplate;
  useDocumentTitle(notificationTemplateId ? `${stored?.templateName ?? 'Notification'} - Notifications` : 'New Notification');
  if (notificationTemplateId && query.error) return <QueryErrorPage error={query.error} />;
  if (notificationTemplateId && !stored) return <PageLoading />;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h5" component="h1">
        {stored ? stored.templateName : 'New Notification'}
      </Typography>
      <Editor key={stored?.id ?? 'new'} templateId={templateId} basePath={basePath} stored={stored} />
    </Stack>
  );
}
