import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { nextHeadingLevel, type ElementNode, type HeadingLevel, type QuestionNode } from '../element-types';
import type { ReportContext } from './report-context';
import { ReportQuestion } from './report-question';
import { ReportSubform } from './report-subform';

function Heading({ level, children }: { level: HeadingLevel; children: string }) {
  return (
    <Typography component={`h${level}`} variant={level <= 2 ? 'h2' : 'h3'} sx={{ mt: 3, mb: 1, fontSize: level > 3 ? '1rem' : undefined, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

function isQuestion(element: ElementNode): element is QuestionNode {
  return 'title' in element;
}

function ReportRepeatable({ element, level, context }: { element: Extract<ElementNode, { __typename: 'RepeatableSection' }>; level: HeadingLevel; context: ReportContext }) {
  const rowIds = context.answers.rowIds(element.id, context.location);
  return (
    <Box component="section">
      <Heading level={level}>{element.name}</Heading>
      {rowIds.length === 0 ? <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>No entries</Typography> : null}
      {rowIds.map((rowId, index) => (
        <Box key={rowId} component="section" sx={{ pl: 2, borderLeft: 2, borderColor: 'divider', mb: 2 }}>
          <Heading level={nextHeadingLevel(level)}>{`${element.name} ${index + 1}`}</Heading>
          <ReportElements elements={element.children ?? []} level={nextHeadingLevel(nextHeadingLevel(level))} context={{ ...context, location: { parentId: element.id, rowId } }} />
        </Box>
      ))}
    </Box>
  );
}

function ReportElement({ element, level, context }: { element: Exclude<ElementNode, QuestionNode>; level: HeadingLevel; context: ReportContext }) {
  switch (element.__typename) {
    case 'Section':
      return (
        <Box component="section">
          <Heading level={level}>{element.name}</Heading>
          {element.description ? <Typography sx={{ mb: 1, whiteSpace: 'pre-line', color: 'text.secondary' }}>{element.description}</Typography> : null}
          <ReportElements elements={element.children ?? []} level={nextHeadingLevel(level)} context={context} />
        </Box>
      );
    case 'RepeatableSection':
      return <ReportRepeatable element={element} level={level} context={context} />;
    case 'StaticText':
      return element.style === 'heading' ? (
        <Heading level={level}>{element.text}</Heading>
      ) : (
        <Typography sx={{ my: 1, whiteSpace: 'pre-line' }}>{element.text}</Typography>
      );
    case 'Subform':
      return <ReportSubform formId={context.formId} element={element} level={level} />;
    default:
      return null;
  }
}

/** Consecutive questions share one description list; sections, text and subforms stand between them. */
function runs(elements: readonly ElementNode[]): Array<QuestionNode[] | Exclude<ElementNode, QuestionNode>> {
  const out: Array<QuestionNode[] | Exclude<ElementNode, QuestionNode>> = [];
  for (const element of elements) {
    const last = out[out.length - 1];
    if (!isQuestion(element)) out.push(element as Exclude<ElementNode, QuestionNode>);
    else if (Array.isArray(last)) last.push(element);
    else out.push([element]);
  }
  return out;
}

/**
 * The elements of a page, section or row as a report: questions with their answers in words, section headings,
 * static text and subforms; only the elements shown at that place for the form's answers.
 */
export function ReportElements({ elements, level, context }: { elements: readonly ElementNode[]; level: HeadingLevel; context: ReportContext }) {
  const visible = context.visibleAt(context.location);
  const shown = elements.filter((element) => !visible || visible.has(element.id));
  return (
    <>
      {runs(shown).map((run) =>
        Array.isArray(run) ? (
          <Box component="dl" key={run[0]!.id} sx={{ m: 0 }}>
            {run.map((question) => (
              <ReportQuestion key={question.id} question={question} context={context} />
            ))}
          </Box>
        ) : (
          <ReportElement key={run.id} element={run} level={level} context={context} />
        ),
      )}
    </>
  );
}
