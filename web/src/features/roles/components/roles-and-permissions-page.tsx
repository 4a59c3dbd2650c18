import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { SidePanel } from '@/components/side-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNodeRoles, type LevelRole } from '../api/node-roles';
import { useRolePermissions } from '../api/role-permissions';
import type { RoleLevel } from '../hooks/role-level';
import { adminRoleName, useRoleActions } from '../hooks/use-role-actions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PermissionsTable } from './permissions-table';
import { RoleNameForm } from './role-name-form';

/** Which side panel is open: creating a role (an admin one, protected, or a plain one) or renaming one. */
type Panel = { mode: 'create'; isProtected: boolean } | { mode: 'rename'; role: LevelRole };

/**
 * Roles and permissions of one level: the roles, the checkbox table role by action, create (and Create Admin
 * Role while no role is protected), rename and delete. Global, campus and program screens are this page.
 */
export function RolesAndPermissionsPage({ level, title, actions }: { level: RoleLevel; title: string; actions: readonly string[] }) {
  useDocumentTitle(title);
  const roles = useNodeRoles(level);
  const permissions = useRolePermissions(level, actions);
  const changes = useRoleActions(level, actions);
  // The panel's content stays while it slides shut; each opening starts a fresh form.
  const [panelState, setPanelState] = useState<{ panel: Panel | null; open: boolean; form: number }>({ panel: null, open: false, form: 0 });
  const { panel } = panelState;
  const openPanel = (next: Panel) => setPanelState({ panel: next, open: true, form: panelState.form + 1 });
  const closePanel = () => setPanelState((state) => ({ ...state, open: false }));
  // The role stays named while the dialog closes: `open` goes false first.
  const [deleting, setDeleting] = useState<{ role: LevelRole; open: boolean } | null>(null);
  const [savingCell, setSavingCell] = useState<string | null>(null);

  const error = roles.error ?? permissions.error;
  if (error && !(roles.data && permissions.data)) return <QueryErrorPage error={error} />;
  if (!roles.data || !permissions.data) return <PageLoading />;

  const levelRoles = roles.data.roles;
  const hasProtected = levelRoles.some((role) => role.isProtected);

  async function toggle(role: LevelRole, action: string, allowed: boolean) {
    setSavingCell(`${role.id}|${action}`);
    await changes.setAllowed(role.id, action, allowed);
    setSavingCell(null);
  }

  async function save(name: string): Promise<string | null> {
    if (!panel) return null;
    const refusal = panel.mode === 'create' ? await changes.create(name, panel.isProtected) : await changes.rename(panel.role.id, name);
    if (!refusal) closePanel();
    return refusal;
  }

  async function confirmDelete() {
    if (deleting && (await changes.remove(deleting.role.id, deleting.role.name))) setDeleting({ ...deleting, open: false });
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openPanel({ mode: 'create', isProtected: false })}>
          Create Role
        </Button>
        {hasProtected ? null : (
          <Button variant="outlined" onClick={() => openPanel({ mode: 'create', isProtected: true })}>
            Create Admin Role
          </Button>
        )}
      </Box>
      <PermissionsTable
        label={title}
        roles={levelRoles}
        actions={actions}
        cells={permissions.data.permissions}
        savingCell={savingCell}
        onToggle={(role, action, allowed) => void toggle(role, action, allowed)}
        onRename={(role) => openPanel({ mode: 'rename', role })}
        onDelete={(role) => setDeleting({ role, open: true })}
      />
      <SidePanel open={panelState.open} title={panelTitle(panel)} onClose={closePanel}>
        {panel ? (
          <RoleNameForm
            key={panelState.form}
            initialName={panel.mode === 'rename' ? panel.role.name : panel.isProtected ? adminRoleName : ''}
            submitLabel={panel.mode === 'rename' ? 'Rename' : 'Create'}
            onSave={save}
            onCancel={closePanel}
          />
        ) : null}
      </SidePanel>
      <ConfirmDialog
        open={deleting?.open ?? false}
        title="Delete Role"
        text={`Are you sure you want to delete the ${deleting?.role.name ?? ''} role?`}
        confirmLabel="Delete"
        busy={changes.deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => deleting && setDeleting({ ...deleting, open: false })}
      />
    </>
  );
}

function panelTitle(panel: Panel | null): string {
  if (panel?.mode === 'rename') return 'Rename Role';
  return panel?.isProtected ? 'Create Admin Role' : 'Create Role';
}
