import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { FormStatus } from '@schema/template/form-statuses';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';

/** The row headers stay in view while a narrow screen scrolls the statuses sideways. */
const stickyColumn = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', maxWidth: { xs: 140, sm: 'none' } } as const;

/** A row of a {@link StatusGrid}: one checkbox per status, or a single one (start takes no statuses). */
export interface StatusGridRow {
  key: string;
  label: string;
  /** A single checkbox for the whole row instead of one per status. */
  single?: boolean;
  disabled?: boolean;
  /** The accessible name of a checkbox: the status is absent for a single one. */
  checkboxLabel(status?: FormStatus): string;
  checked(status?: FormStatus): boolean;
  onChange(checked: boolean, status?: FormStatus): void;
}

const separator = '\u0000';

/** One checkbox of the grid: re-rendered only when its own props change, since a grid holds many. */
const GridCheckbox = memo(function GridCheckbox({ cell, checked, disabled, label, onToggle }: { cell: string; checked: boolean; disabled?: boolean; label: string; onToggle(cell: string, checked: boolean): void }) {
  return <Checkbox checked={checked} disabled={disabled} onChange={(event) => onToggle(cell, event.target.checked)} slotProps={{ input: { 'aria-label': label } }} />;
});

/** A checkbox table, rows (actions or roles) by form status; it scrolls sideways on a narrow screen. */
export function StatusGrid({ label, rowHeader, statuses, rows }: { label: string; rowHeader: string; statuses: readonly FormStatus[]; rows: readonly StatusGridRow[] }) {
  const latest = useRef({ rows, statuses });
  useLayoutEffect(() => {
    latest.current = { rows, statuses };
  });
  const onToggle = useCallback((cell: string, checked: boolean) => {
    const [rowKey, statusId] = cell.split(separator);
    const row = latest.current.rows.find((candidate) => candidate.key === rowKey);
    row?.onChange(checked, latest.current.statuses.find((status) => status.id === statusId));
  }, []);
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...stickyColumn, minWidth: 120 }}>{rowHeader}</TableCell>
              {statuses.map((status) => (
                <TableCell key={status.id} align="center" sx={{ minWidth: 96, lineHeight: 1.3 }}>
                  {status.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} hover>
                <TableCell component="th" scope="row" sx={{ ...stickyColumn, fontWeight: 600 }}>
                  {row.label}
                </TableCell>
                {row.single ? (
                  <TableCell colSpan={statuses.length} padding="checkbox" sx={{ pl: 1 }}>
                    <GridCheckbox cell={row.key} checked={row.checked()} disabled={row.disabled} label={row.checkboxLabel()} onToggle={onToggle} />
                  </TableCell>
                ) : (
                  statuses.map((status) => (
                    <TableCell key={status.id} align="center" padding="checkbox">
                      <GridCheckbox cell={`${row.key}${separator}${status.id}`} checked={row.checked(status)} disabled={row.disabled} label={row.checkboxLabel(status)} onToggle={onToggle} />
                    </TableCell>
                  ))
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
