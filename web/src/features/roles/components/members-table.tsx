import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LevelRole } from '../api/node-roles';

const hiddenOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A role member row. */
export type MemberRow = LevelRole['members'][number];

/** The members of a level's roles: role, name and email, each with Remove. */
export function MembersTable({ label, rows, onRemove }: { label: string; rows: MemberRow[]; onRemove(row: MemberRow): void }) {
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              <TableCell>Role</TableCell>
              <TableCell>Name</TableCell>
              <TableCell sx={hiddenOnPhones}>Email</TableCell>
              <TableCell align="right">Remove</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.roleId}|${row.userId}`} hover>
                <TableCell>{row.roleName}</TableCell>
                <TableCell>
                  <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                    {row.name}
                  </Typography>
                  {/* On phones the email sits under the name instead of in a squeezed column of its own. */}
                  <Typography component="span" variant="body2" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {row.email ?? ''}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...hiddenOnPhones, overflowWrap: 'anywhere' }}>{row.email ?? '—'}</TableCell>
                <TableCell align="right" padding="checkbox">
                  <IconButton aria-label={`Remove ${row.name} from ${row.roleName}`} onClick={() => onRemove(row)}>
                    <PersonRemoveOutlinedIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 ? <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>No Users Found</Typography> : null}
    </Paper>
  );
}
