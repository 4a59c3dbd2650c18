import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { LevelRole } from '../api/node-roles';
import type { PermissionCell } from '../api/role-permissions';
import { actionLabel } from '../hooks/action-label';
import { visuallyHidden } from '@/lib/visually-hidden';

/** Text for screen readers only. */

/** Props of {@link PermissionsTable}. */
export interface PermissionsTableProps {
  label: string;
  roles: LevelRole[];
  actions: readonly string[];
  cells: PermissionCell[];
  /** The cell being saved, as `roleId|action`. */
  savingCell: string | null;
  onToggle(role: LevelRole, action: string, allowed: boolean): void;
  onRename(role: LevelRole): void;
  onDelete(role: LevelRole): void;
}

/** The role column stays in view while a narrow screen scrolls the actions sideways. */
const stickyRole = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/** The checkbox table, role by action. A protected role keeps its name and admin action and cannot be deleted. */
export function PermissionsTable({ label, roles, actions, cells, savingCell, onToggle, onRename, onDelete }: PermissionsTableProps) {
  const byKey = new Map(cells.map((cell) => [`${cell.role.id}|${cell.action}`, cell]));
  if (roles.length === 0) {
    return <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>There are no roles yet.</Typography>;
  }
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={stickyRole}>Role</TableCell>
              {actions.map((action) => (
                <TableCell key={action} align="center" sx={{ minWidth: 88, lineHeight: 1.3 }}>
                  {actionLabel(action)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ position: 'relative' }}>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {roles.map((role) => (
              <TableRow key={role.id} hover>
                <TableCell component="th" scope="row" sx={{ ...stickyRole, fontWeight: 600, minWidth: 160 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    {role.name}
                    {role.isProtected ? (
                      <Tooltip title="Protected role">
                        <LockOutlinedIcon fontSize="small" titleAccess="Protected role" sx={{ color: 'text.secondary' }} />
                      </Tooltip>
                    ) : null}
                  </Box>
                </TableCell>
                {actions.map((action) => {
                  const cell = byKey.get(`${role.id}|${action}`);
                  const name = `${actionLabel(action)} for ${role.name}`;
                  return (
                    <TableCell key={action} align="center" padding="checkbox">
                      <Checkbox
                        checked={cell?.allowed ?? false}
                        disabled={!cell || !cell.canEdit || savingCell === `${role.id}|${action}`}
                        onChange={(event) => onToggle(role, action, event.target.checked)}
                        slotProps={{ input: { 'aria-label': name } }}
                      />
                    </TableCell>
                  );
                })}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={`Rename ${role.name}`} disabled={role.isProtected} onClick={() => onRename(role)}>
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton aria-label={`Delete ${role.name}`} disabled={role.isProtected} onClick={() => onDelete(role)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
