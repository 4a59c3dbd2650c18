import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { flagStateWords } from '@schema/flags/flag-toggle';
import { formatDateTime } from '@/lib/format-date';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { FlagSetting } from '../api/use-feature-flag-settings';

/** How many of the campuses see a flag on, in words. */
const campusCount = (flag: FlagSetting) => `${flag.campuses.filter((campus) => campus.enabled).length} of ${flag.campuses.length} campuses`;

const lastChange = (flag: FlagSetting) => (flag.updatedAt ? `${formatDateTime(flag.updatedAt)} by ${flag.updatedBy ?? 'unknown'}` : 'Never set');

function FlagName({ flag }: { flag: FlagSetting }) {
  return (
    <>
      <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {flag.key}
      </Typography>
      {flag.known ? null : <Chip label="Not read by the product" size="small" sx={{ ml: 1 }} />}
      {flag.description ? (
        <Typography variant="body2" color="text.secondary">
          {flag.description}
        </Typography>
      ) : null}
    </>
  );
}

const editButton = (flag: FlagSetting, onOpen: (key: string) => void) => (
  <Button variant="outlined" size="small" aria-label={`Edit ${flag.key}`} onClick={() => onOpen(flag.key)}>
    Edit
  </Button>
);

/** The flags on a phone: one card each, nothing to scroll sideways. */
function FlagCards({ flags, onOpen }: { flags: FlagSetting[]; onOpen(key: string): void }) {
  return (
    <Box component="ul" aria-label="Feature flags" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {flags.map((flag) => (
        <Paper component="li" variant="outlined" key={flag.key} sx={{ p: 1.5 }}>
          <FlagName flag={flag} />
          <Typography sx={{ mt: 1 }}>{flagStateWords(flag)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {campusCount(flag)} · {lastChange(flag)}
          </Typography>
          <Box sx={{ mt: 1 }}>{editButton(flag, onOpen)}</Box>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * Every flag with who sees it on (everyone, which campuses, which people), how many campuses, and its last change;
 * Edit opens the flag's switches and history. A table on wide screens, cards on phones.
 */
export function FlagList({ flags, onOpen }: { flags: FlagSetting[]; onOpen(key: string): void }) {
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  if (phone) return <FlagCards flags={flags} onOpen={onOpen} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Feature flags" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Flag</TableCell>
            <TableCell>Who sees it on</TableCell>
            <TableCell>Campuses</TableCell>
            <TableCell>Last changed</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flags.map((flag) => (
            <TableRow key={flag.key}>
              <TableCell sx={{ maxWidth: 360 }}>
                <FlagName flag={flag} />
              </TableCell>
              <TableCell>{flagStateWords(flag)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{campusCount(flag)}</TableCell>
              <TableCell>{lastChange(flag)}</TableCell>
              <TableCell align="right">{editButton(flag, onOpen)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
