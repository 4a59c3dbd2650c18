import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import PublicIcon from '@mui/icons-material/Public';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { libraryAccessWords } from '@schema/libraries/library-grants';
import type { LibraryGrantView } from '../api/library-grants';

/** A grant's key in the list (and where the focus goes once it is made): its grantee and level. */
export const grantKey = (grant: Pick<LibraryGrantView, 'access' | 'grantee'>) => `${grant.grantee.kind}:${grant.grantee.id ?? '*'}:${grant.access}`;

const kindIcons = { USER: PersonOutlineIcon, ROLE: GroupsOutlinedIcon, EVERYONE: PublicIcon } as const;
const kindWords = { USER: 'Person', ROLE: 'Role', EVERYONE: 'Everyone' } as const;
const hiddenOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The grants of a library: who (with their email or role level), the access level, and Revoke. */
export function LibraryGrantsTable({ grants, rowRef, onRevoke }: { grants: LibraryGrantView[]; rowRef(key: string): (row: HTMLTableRowElement | null) => void; onRevoke(grant: LibraryGrantView): void }) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Who has access" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Who</TableCell>
              <TableCell sx={hiddenOnPhones}>Access</TableCell>
              <TableCell align="right">Revoke</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {grants.map((grant) => {
              const key = grantKey(grant);
              const Icon = kindIcons[grant.grantee.kind];
              const access = libraryAccessWords[grant.access].label;
              return (
                <TableRow key={key} ref={rowRef(key)} tabIndex={-1} hover sx={{ '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}>
                  <TableCell sx={{ minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <Icon fontSize="small" titleAccess={kindWords[grant.grantee.kind]} sx={{ mt: 0.25, color: 'text.secondary' }} />
                      <span>
                        <Typography component="span" sx={{ fontWeight: 600, display: 'block', overflowWrap: 'break-word' }}>
                          {grant.grantee.name}
                        </Typography>
                        {grant.grantee.detail ? (
                          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                            {grant.grantee.detail}
                          </Typography>
                        ) : null}
                        {/* On phones the level sits under the name instead of in a squeezed column of its own. */}
                        <Typography component="span" variant="body2" sx={{ display: { xs: 'block', sm: 'none' } }}>
                          {access}
                        </Typography>
                      </span>
                    </Stack>
                  </TableCell>
                  <TableCell sx={hiddenOnPhones}>{access}</TableCell>
                  <TableCell align="right" padding="checkbox">
                    <IconButton aria-label={`Revoke ${access.toLowerCase()} access of ${grant.grantee.name}`} onClick={() => onRevoke(grant)}>
                      <PersonRemoveOutlinedIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {grants.length === 0 ? <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>Nobody has access of their own yet.</Typography> : null}
    </Paper>
  );
}
