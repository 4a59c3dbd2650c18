import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { nextHeadingLevel, type ElementNode, type HeadingLevel, type QuestionNode } from '../element-types';
import type { PrintAnswers, PrintLocation } from './print-answers';

interface PrintContext {
  answers: PrintAnswers;
  location: PrintLocation;
  /** Elements shown at the top level; null inside rows, where every element prints. */
  visible: ReadonlySet<string> | null;
}

function Heading({ level, children }: { level: HeadingLevel; children: string }) {
  return (
    <Typography component={`h${level}`} variant={level <= 2 ? 'h2' : level === 3 ? 'h3' : 'h4'} sx={{ mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );
}

function PrintQuestion({ question, context }: { question: QuestionNode; context: PrintContext }) {
  if (question.__typename === 'TableQuestion') return <PrintTable question={question} context={context} />;
  const answer = context.answers.text(question, context.location);
  return (
    <Box sx={{ py: 1, breakInside: 'avoid' }}>
      <Typography sx={{ fontWeight: 600 }}>{question.title}</Typography>
      <Typography sx={{ whiteSpace: 'pre-line', color: answer ? 'text.primary' : 'text.secondary' }}>{answer ?? 'Not answered'}</Typography>
    </Box>
  );
}

function PrintTable({ question, context }: { question: Extract<QuestionNode, { __typename: 'TableQuestion' }>; context: PrintContext }) {
  const rowIds = context.answers.rowIds(question.id, context.location);
  return (
    <Box sx={{ py: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{question.title}</Typography>
      {rowIds.length === 0 ? (
        <Typography color="text.secondary">No rows</Typography>
      ) : (
        <Table size="small" aria-label={question.title}>
          <TableHead>
            <TableRow>
              {question.questions.map((column) => (
                <TableCell key={column.id}>{column.title}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rowIds.map((rowId) => (
              <TableRow key={rowId} sx={{ breakInside: 'avoid' }}>
                {question.questions.map((column) => (
                  <TableCell key={column.id}>{context.answers.text(column, { parentId: question.id, rowId }) ?? '—'}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

function PrintRepeatable({ element, level, context }: { element: Extract<ElementNode, { __typename: 'RepeatableSection' }>; level: HeadingLevel; context: PrintContext }) {
  const rowIds = context.answers.rowIds(element.id, context.location);
  return (
    <Box component="section">
      <Heading level={level}>{element.name}</Heading>
      {rowIds.length === 0 ? <Typography color="text.secondary">No entries</Typography> : null}
      {rowIds.map((rowId, index) => (
        <Box key={rowId} sx={{ pl: 2, borderLeft: 2, borderColor: 'divider', mb: 2 }}>
          <Heading level={nextHeadingLevel(level)}>{`${element.name} ${index + 1}`}</Heading>
          <PrintElements
            elements={element.children ?? []}
            level={nextHeadingLevel(nextHeadingLevel(level))}
            context={{ ...context, location: { parentId: element.id, rowId }, visible: null }}
          />
        </Box>
      ))}
    </Box>
  );
}

function PrintElement({ element, level, context }: { element: ElementNode; level: HeadingLevel; context: PrintContext }) {
  switch (element.__typename) {
    case 'Section':
      return (
        <Box component="section">
          <Heading level={level}>{element.name}</Heading>
          {element.description ? <Typography sx={{ mb: 1, whiteSpace: 'pre-line' }}>{element.description}</Typography> : null}
          <PrintElements elements={element.children ?? []} level={nextHeadingLevel(level)} context={context} />
        </Box>
      );
    case 'RepeatableSection':
      return <PrintRepeatable element={element} level={level} context={context} />;
    case 'StaticText':
      return <Typography sx={{ my: 1, whiteSpace: 'pre-line' }}>{element.text}</Typography>;
    case 'Subform':
      return <Typography sx={{ my: 1, fontWeight: 600 }}>{element.name}</Typography>;
    default:
      return 'title' in element ? <PrintQuestion question={element} context={context} /> : null;
  }
}

/** Elements of a page (or section, or row) printed read-only: headings, questions with their answers in words. */
export function PrintElements({ elements, level, context }: { elements: readonly ElementNode[]; level: HeadingLevel; context: PrintContext }) {
  return (
    <>
      {elements
        .filter((element) => !context.visible || context.visible.has(element.id))
        .map((element) => (
          <PrintElement key={element.id} element={element} level={level} context={context} />
        ))}
    </>
  );
}
