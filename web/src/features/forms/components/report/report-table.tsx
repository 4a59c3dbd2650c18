import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { QuestionNode } from '../element-types';
import { noAnswerText, type ReportContext } from './report-context';

type TableQuestion = Extract<QuestionNode, { __typename: 'TableQuestion' }>;

/**
 * The rows of a table question: a table with a column per question (on wide screens, and on paper, which is as
 * wide), or one block per row with its answers after their column names on a phone, where a table would not fit.
 */
export function ReportTable({ question, context }: { question: TableQuestion; context: ReportContext }) {
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  const rowIds = context.answers.rowIds(question.id, context.location);
  if (rowIds.length === 0) return <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>No rows</Typography>;
  const cell = (column: TableQuestion['questions'][number], rowId: string) =>
    context.answers.text(column, { parentId: question.id, rowId }) ?? (
      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {noAnswerText}
      </Box>
    );
  if (!wide) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {rowIds.map((rowId, index) => (
          <Box key={rowId} sx={{ pl: 1.5, borderLeft: 2, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{`Row ${index + 1}`}</Typography>
            {question.questions.map((column) => (
              <Typography key={column.id} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>{`${column.title}: `}</Box>
                {cell(column, rowId)}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label={question.title} sx={{ '& td, & th': { px: 1, overflowWrap: 'anywhere' } }}>
      <TableHead>
        <TableRow>
          {question.questions.map((column) => (
            <TableCell key={column.id} component="th" scope="col" sx={{ fontWeight: 600 }}>
              {column.title}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rowIds.map((rowId) => (
          <TableRow key={rowId} sx={{ breakInside: 'avoid' }}>
            {question.questions.map((column) => (
              <TableCell key={column.id} sx={{ whiteSpace: 'pre-line' }}>
                {cell(column, rowId)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
