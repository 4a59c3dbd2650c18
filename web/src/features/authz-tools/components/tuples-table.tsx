import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '@/lib/format-date';
import type { ObjectNames } from '../api/object-names';
import type { ReadTuple } from '../api/read-tuples';
import { conditionText } from './condition-text';
import { idStyle as mono, NamedObject } from './named-object';
import { TupleCards } from './tuple-cards';


/**
 * The tuples a Read found, in the order the store gave them, with Load more while there are more pages. People,
 * roles, campuses and programs show their names above their ids.
 */
export function TuplesTable({
  tuples,
  names,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  tuples: ReadTuple[];
  names: ObjectNames;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}) {
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Tuples
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }} role="status">
        {tuples.length === 0 ? 'No tuples match.' : `${tuples.length} ${tuples.length === 1 ? 'tuple' : 'tuples'}${hasMore ? ', more to load' : ''}.`}
      </Typography>
      {tuples.length > 0 && phone ? <TupleCards tuples={tuples} names={names} /> : null}
      {tuples.length > 0 && !phone ? (
        <Paper variant="outlined">
          <TableContainer tabIndex={0} role="region" aria-label="Tuples">
            <Table size="small" aria-label="Tuples">
              <TableHead>
                <TableRow>
                  <TableCell>User</TableCell>
                  <TableCell>Relation</TableCell>
                  <TableCell>Object</TableCell>
                  <TableCell>Condition</TableCell>
                  <TableCell>Timestamp</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {tuples.map((tuple, index) => (
                  <TableRow key={`${tuple.key.user} ${tuple.key.relation} ${tuple.key.object} ${index}`}>
                    <TableCell sx={{ minWidth: 160 }}>
                      <NamedObject id={tuple.key.user} names={names} />
                    </TableCell>
                    <TableCell sx={mono}>{tuple.key.relation}</TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      <NamedObject id={tuple.key.object} names={names} />
                    </TableCell>
                    <TableCell sx={mono}>{conditionText(tuple.key.condition)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(tuple.timestamp)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ) : null}
      {hasMore ? (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </Box>
  );
}
