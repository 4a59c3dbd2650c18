import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ungrantedWarning } from '@schema/forms/available-actions';
import type { FormAction } from '@schema/template/form-actions';
import type { FormStatus } from '@schema/template/form-statuses';
import type { TemplateGroupAction } from '@/gql/graphql';
import type { PermissionRole } from '../hooks/use-permissions-model';
import { combinedState } from '../hooks/use-save-queue';
import { SaveStatus } from './save-status';
import { StatusGrid, type StatusGridRow } from './status-grid';
import type { useActionSaves } from '../hooks/use-action-saves';
import type { useGroupSaves } from '../hooks/use-group-saves';

/** The hint next to action permissions of a version that is not a draft. */
export const startDraftHint = 'Start Draft in the builder to change action permissions';

const groupActions: ReadonlyArray<{ action: TemplateGroupAction; label: string }> = [
  { action: 'view', label: 'View' },
  { action: 'update', label: 'Update' },
  { action: 'start', label: 'Start' },
];

/** Props of {@link RolePermissionsSection}. */
export interface RolePermissionsSectionProps {
  roles: readonly PermissionRole[];
  actions: readonly FormAction[];
  statuses: readonly FormStatus[];
  isDraft: boolean;
  group: ReturnType<typeof useGroupSaves> | null;
  groupProblem: string | null;
  formActions: ReturnType<typeof useActionSaves>;
  /** The actions granted to no role (they run for nobody), warned about. */
  ungranted?: readonly FormAction[];
}

function rowsOf(role: PermissionRole, props: RolePermissionsSectionProps): StatusGridRow[] {
  const { group, formActions, isDraft } = props;
  const groupRows: StatusGridRow[] =
    role.source === 'level' && group
      ? groupActions.map(({ action, label }) => ({
          key: action,
          label,
          single: action === 'start',
          checkboxLabel: (status) => (status ? `${label} in ${status.label} for ${role.name}` : `${label} for ${role.name}`),
          checked: (status) => group.allows({ roleId: role.id, action, statusId: status?.id }),
          onChange: (checked, status) => group.toggle({ roleId: role.id, action, statusId: status?.id }, checked),
        }))
      : [];
  const actionRows = props.actions.map<StatusGridRow>((action) => ({
    key: `action-${action.id}`,
    label: action.label,
    disabled: !isDraft,
    checkboxLabel: (status) => `${action.label} in ${status?.label ?? ''} for ${role.name}`,
    checked: (status) => formActions.allows(role.id, action.id, status?.id ?? ''),
    onChange: (checked, status) => status && formActions.toggle(role.id, action, status.id, checked),
  }));
  return [...groupRows, ...actionRows];
}

/**
 * The template's role permissions: for each role a grid of actions by form status. View, update and start
 * are the template group's (what the engine enforces, saved at once for the whole group); the form actions
 * are the draft's template permissions.
 */
export function RolePermissionsSection(props: RolePermissionsSectionProps) {
  const { roles, statuses, isDraft, group, groupProblem, formActions } = props;
  const nobody = ungrantedWarning(props.ungranted ?? []);
  return (
    <Stack component="section" aria-labelledby="role-permissions-heading" sx={{ gap: 2 }}>
      <Typography id="role-permissions-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
        Template permissions
      </Typography>
      <Typography color="text.secondary">
        View, Update and Start apply to every version of this template and take effect at once. The other actions belong to this version.
      </Typography>
      {isDraft ? null : <Alert severity="info">{startDraftHint}</Alert>}
      {groupProblem ? <Alert severity="warning">{groupProblem}</Alert> : null}
      {nobody ? <Alert severity="warning">{nobody}</Alert> : null}
      <SaveStatus state={combinedState(...(group ? [group.state] : []), formActions.state)} />
      {roles.length === 0 ? <Typography color="text.secondary">There are no roles yet.</Typography> : null}
      {roles.map((role) => (
        <Stack key={role.id} sx={{ gap: 1 }}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {role.name}
            {role.source === 'level' ? null : (
              <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                {' '}
                {role.source === 'form' ? '(form role)' : "(the form's owner: runs only what is ticked here)"}
              </Typography>
            )}
          </Typography>
          <StatusGrid label={`Permissions of ${role.name}`} rowHeader="Action" statuses={statuses} rows={rowsOf(role, props)} />
        </Stack>
      ))}
    </Stack>
  );
}
