import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { SidePanel } from '@/components/side-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNodeRoles } from '../api/node-roles';
import type { RoleLevel } from '../hooks/role-level';
import { useMemberActions } from '../hooks/use-member-actions';
import { AddMemberForm } from './add-member-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MembersTable, type MemberRow } from './members-table';

/**
 * The members of one level's roles, with Add Member (a right side panel) and Remove (after confirmation).
 * `campusCode` is where the member picker searches (the caller's campus when null).
 */
export function RoleMembersPage({ level, title, campusCode }: { level: RoleLevel; title: string; campusCode: string | null }) {
  useDocumentTitle(title);
  const roles = useNodeRoles(level);
  const changes = useMemberActions(level);
  // Each opening starts a fresh form; the form stays while the panel slides shut.
  const [adding, setAdding] = useState({ open: false, form: 0 });
  const [removing, setRemoving] = useState<{ row: MemberRow; open: boolean } | null>(null);

  if (roles.error && !roles.data) return <QueryErrorPage error={roles.error} />;
  if (!roles.data) return <PageLoading />;

  const levelRoles = roles.data.roles;
  const rows = levelRoles
    .flatMap((role) => role.members)
    .sort((a, b) => a.roleName.localeCompare(b.roleName) || a.name.localeCompare(b.name));

  const close = () => setAdding((state) => ({ ...state, open: false }));

  async function confirmRemove() {
    if (removing && (await changes.remove(removing.row.roleId, removing.row.userId, removing.row.name))) setRemoving({ ...removing, open: false });
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <Button variant="contained" startIcon={<PersonAddOutlinedIcon />} onClick={() => setAdding({ open: true, form: adding.form + 1 })} disabled={levelRoles.length === 0}>
          Add Member
        </Button>
      </Box>
      {levelRoles.length === 0 ? (
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>Members join roles: create a role first.</Typography>
      ) : null}
      <MembersTable label={title} rows={rows} onRemove={(row) => setRemoving({ row, open: true })} />
      <SidePanel open={adding.open} title="Add Member" onClose={close}>
        {adding.form > 0 ? (
          <AddMemberForm
            key={adding.form}
            roles={levelRoles}
            campusCode={campusCode}
            onSave={async (roleId, user) => {
              const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userId;
              const refusal = await changes.add(roleId, user.userId, name);
              if (!refusal) close();
              return refusal;
            }}
            onCancel={close}
          />
        ) : null}
      </SidePanel>
      <ConfirmDialog
        open={removing?.open ?? false}
        title="Remove User"
        text={`Are you sure you want to remove ${removing?.row.name ?? ''} from ${level.name}?`}
        confirmLabel="Remove"
        busy={changes.removing}
        onConfirm={() => void confirmRemove()}
        onClose={() => removing && setRemoving({ ...removing, open: false })}
      />
    </>
  );
}
