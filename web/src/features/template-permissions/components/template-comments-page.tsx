import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { commentActionId, defaultFormActions } from '@schema/template/form-actions';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useActionSaves } from '../hooks/use-action-saves';
import { useAllowComments } from '../hooks/use-allow-comments';
import { usePermissionsModel, type PermissionsModel } from '../hooks/use-permissions-model';
import { combinedState } from '../hooks/use-save-queue';
import { SaveStatus } from './save-status';
import { StatusGrid, type StatusGridRow } from './status-grid';

/** The hint on the comments tab of a version that is not a draft. */
export const commentsDraftHint = 'Start Draft in the builder to change comment settings';

const commentAction = defaultFormActions.find((action) => action.id === commentActionId)!;

// The owner is a role here as in the Permissions tab: a form's owner comments only where the owner role is ticked.
function CommentsContent({ model }: { model: PermissionsModel }) {
  const { template, isDraft, actionRoles: roles, statuses } = model;
  const allow = useAllowComments(template, model.reload);
  const saves = useActionSaves(template.id, model.scope);
  const rows = roles.map<StatusGridRow>((role) => ({
    key: role.id,
    label: role.name,
    disabled: !isDraft || !template.allowComments,
    checkboxLabel: (status) => `${role.name} comments in ${status?.label ?? ''}`,
    checked: (status) => saves.allows(role.id, commentActionId, status?.id ?? ''),
    onChange: (checked, status) => status && saves.toggle(role.id, commentAction, status.id, checked),
  }));
  return (
    <Stack sx={{ gap: 2 }}>
      {isDraft ? null : <Alert severity="info">{commentsDraftHint}</Alert>}
      <FormControlLabel
        control={<Switch checked={allow.checked} disabled={!isDraft} onChange={(event) => allow.set(event.target.checked)} />}
        label="Allow comments on forms"
      />
      <SaveStatus state={combinedState(allow.state, saves.state)} />
      <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
        Who may comment
      </Typography>
      <Typography color="text.secondary">
        {template.allowComments ? 'Tick the statuses in which each role may comment on a form.' : 'Turn on comments to choose who may comment.'}
      </Typography>
      <StatusGrid label="Who may comment" rowHeader="Role" statuses={statuses} rows={rows} />
    </Stack>
  );
}

/** The studio template's Comments tab (scope: the form template): comments on or off, and who may comment when. */
export function TemplateCommentsPage({ templateId }: { templateId: string }) {
  const model = usePermissionsModel(templateId);
  useDocumentTitle(model.template ? `Configure Comments · ${model.template.name}` : 'Configure Comments');
  if (model.templateQuery.loading && !model.template) return <PageLoading />;
  if (model.templateQuery.error && !model.template) return <QueryErrorPage error={model.templateQuery.error} />;
  if (!model.template) return <NotFoundPage message={`Template ${templateId} was not found.`} />;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Configure Comments
      </Typography>
      {model.rolesQuery.loading ? <PageLoading /> : <CommentsContent model={model as PermissionsModel} />}
    </Stack>
  );
}
