import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import type { QuestionFieldsFragment } from '@/gql/graphql';
import { RowScope, WhenVisible } from '../../hooks/answer-scope';
import { useFocusAfterRemove } from '../../hooks/use-focus-after-remove';
import { useTableRows } from '../../hooks/use-table-rows';
import type { QuestionOfKind } from '../element-types';
import { visuallyHidden } from '@/lib/visually-hidden';
import { FieldLayoutProvider, QuestionFrame, questionIds } from '../question-frame';
import { useFocusFirstField } from './focus-first-field';
import { RemoveRowDialog } from './remove-row-dialog';

type Column = QuestionFieldsFragment;
type TableQuestion = QuestionOfKind<'TableQuestion'> & { questions: readonly Column[] };

interface RowProps {
  tableId: string;
  columns: readonly Column[];
  rowId: string;
  index: number;
  focus: boolean;
  renderCell(column: Column): ReactNode;
  /** Absent when rows may not be removed (a disabled or read-only table). */
  onRemove?: () => void;
}

function removeLabel(index: number) {
  return `Remove row ${index + 1}`;
}

function WideRow({ tableId, columns, rowId, index, focus, renderCell, onRemove }: RowProps) {
  const ref = useFocusFirstField<HTMLTableRowElement>(focus);
  return (
    <RowScope parentId={tableId} rowId={rowId}>
      <FieldLayoutProvider value={{ compact: true, labelSuffix: `row ${index + 1}` }}>
        <TableRow ref={ref} sx={{ verticalAlign: 'top' }}>
          {columns.map((column) => (
            <TableCell key={column.id}>
              <Box sx={{ minWidth: 150 }}>
                <WhenVisible elementId={column.id}>{renderCell(column)}</WhenVisible>
              </Box>
            </TableCell>
          ))}
          <TableCell align="right" sx={{ px: 1 }}>
            {onRemove ? (
              <Tooltip title="Remove row">
                <IconButton color="error" onClick={onRemove} aria-label={removeLabel(index)}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            ) : null}
          </TableCell>
        </TableRow>
      </FieldLayoutProvider>
    </RowScope>
  );
}

function CardRow({ tableId, columns, rowId, index, focus, renderCell, onRemove }: RowProps) {
  const ref = useFocusFirstField<HTMLDivElement>(focus);
  return (
    <RowScope parentId={tableId} rowId={rowId}>
      <FieldLayoutProvider value={{ compact: false, labelSuffix: `row ${index + 1}` }}>
        <Paper ref={ref} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>Row {index + 1}</Typography>
          {columns.map((column) => (
            <WhenVisible key={column.id} elementId={column.id}>
              {renderCell(column)}
            </WhenVisible>
          ))}
          {onRemove ? (
            <Box>
              <Button color="error" size="small" onClick={onRemove} aria-label={removeLabel(index)}>
                Remove row
              </Button>
            </Box>
          ) : null}
        </Paper>
      </FieldLayoutProvider>
    </RowScope>
  );
}

/**
 * A table question: its rows as a table (cards on narrow screens), each cell answering its column's question
 * at {parentId: the table, rowId}. "Add row" focuses the new row's first cell; "Remove row" asks first, then
 * leaves the focus on "Add row".
 */
export function TableQuestionField({ question, renderCell }: { question: TableQuestion; renderCell(column: Column): ReactNode }) {
  const ids = questionIds(useId());
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  const { rowIds, add, remove, justAdded, busy } = useTableRows(question.id);
  const [removing, setRemoving] = useState<number | null>(null);
  const { addButton, removing: startRemoving } = useFocusAfterRemove(busy);
  const Row = wide ? WideRow : CardRow;
  const rows = rowIds.map((rowId, index) => (
    <Row
      key={rowId}
      tableId={question.id}
      columns={question.questions}
      rowId={rowId}
      index={index}
      focus={rowId === justAdded}
      renderCell={renderCell}
      onRemove={question.disabled ? undefined : () => setRemoving(index)}
    />
  ));
  const removingId = removing === null ? undefined : rowIds[removing];

  return (
    <QuestionFrame question={question} ids={ids} group helper={rowIds.length === 0 ? 'No rows yet.' : ''}>
      {wide && rowIds.length > 0 ? (
        <TableContainer component={Paper} variant="outlined" sx={{ mb: 1 }}>
          <Table size="small" aria-labelledby={ids.label}>
            <TableHead>
              <TableRow>
                {question.questions.map((column) => (
                  <TableCell key={column.id} component="th" scope="col" sx={{ fontWeight: 600 }}>
                    {column.title}
                    {column.required ? <span aria-hidden> *</span> : null}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col" align="right" sx={{ px: 1 }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>{rows}</TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: rowIds.length > 0 ? 1 : 0 }}>{rows}</Box>
      )}
      <Button ref={addButton} variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => void add()} disabled={busy || question.disabled}>
        Add row
      </Button>
      <RemoveRowDialog
        open={removingId !== undefined}
        title={`Remove row ${(removing ?? 0) + 1}?`}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          setRemoving(null);
          if (!removingId) return;
          startRemoving();
          void remove(removingId);
        }}
      />
    </QuestionFrame>
  );
}
