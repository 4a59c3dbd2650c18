import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGroupPermissions } from '../api/group-permissions';
import { saveErrorMessage } from '../hooks/save-error-message';
import { useActionSaves } from '../hooks/use-action-saves';
import { useElementSaves } from '../hooks/use-element-saves';
import { useFormRoleActions } from '../hooks/use-form-role-actions';
import { useGroupSaves } from '../hooks/use-group-saves';
import { usePermissionsModel, type PermissionsModel } from '../hooks/use-permissions-model';
import { FormRolesSection } from './form-roles-section';
import { PagePermissionsSection } from './page-permissions-section';
import { RolePermissionsSection } from './role-permissions-section';

function PermissionsContent({ model }: { model: PermissionsModel }) {
  const { template, scope, isDraft, statuses, roles } = model;
  const groupQuery = useGroupPermissions(template.groupId);
  const group = useGroupSaves(template.groupId);
  const formActions = useActionSaves(template.id, scope);
  const elements = useElementSaves(template.id, scope);
  const formRoles = useFormRoleActions(template, model.reload);
  const groupProblem = groupQuery.error ? `View, Update and Start cannot be shown: ${saveErrorMessage(groupQuery.error)}` : null;
  const rolesProblem = model.rolesQuery.error ? `The roles of this ${template.programId ? 'program' : 'campus'} cannot be shown: ${saveErrorMessage(model.rolesQuery.error)}` : null;
  if (model.rolesQuery.loading || groupQuery.loading) return <PageLoading />;
  return (
    <Stack sx={{ gap: 4 }}>
      <RolePermissionsSection
        roles={model.actionRoles}
        actions={model.actions}
        ungranted={model.ungranted}
        statuses={statuses}
        isDraft={isDraft}
        group={groupQuery.data ? group : null}
        groupProblem={rolesProblem ?? groupProblem}
        formActions={formActions}
      />
      <Divider />
      <FormRolesSection roles={template.rolesV2} isDraft={isDraft} actions={formRoles} />
      <Divider />
      <PagePermissionsSection pages={template.pages} roles={roles} statuses={statuses} isDraft={isDraft} saves={elements} />
    </Stack>
  );
}

/** The studio template's Permissions tab: role permissions by action and status, form roles, pages and sections. */
export function TemplatePermissionsPage({ templateId }: { templateId: string }) {
  const model = usePermissionsModel(templateId);
  useDocumentTitle(model.template ? `Permissions · ${model.template.name}` : 'Permissions');
  if (model.templateQuery.loading && !model.template) return <PageLoading />;
  if (model.templateQuery.error && !model.template) return <QueryErrorPage error={model.templateQuery.error} />;
  if (!model.template) return <NotFoundPage message={`Template ${templateId} was not found.`} />;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Permissions
      </Typography>
      <Typography color="text.secondary">
        {model.template.name}, version {model.template.version} ({model.template.status.toLowerCase()})
      </Typography>
      <PermissionsContent model={model as PermissionsModel} />
    </Stack>
  );
}
