import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuestionNode } from '../element-types';
import { noAnswerText, type ReportContext } from './report-context';
import { ReportImages } from './report-images';
import { ReportTable } from './report-table';

function Answer({ question, context }: { question: QuestionNode; context: ReportContext }) {
  if (question.__typename === 'TableQuestion') return <ReportTable question={question} context={context} />;
  const response = context.answers.response(question.id, context.location);
  if (response?.__typename === 'ImageUploadResponse' && response.images.length > 0) return <ReportImages formId={context.formId} images={response.images} />;
  const text = context.answers.text(question, context.location);
  return text ? (
    <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Typography>
  ) : (
    <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{noAnswerText}</Typography>
  );
}

/**
 * One question and its answer as a report reads them: a term and its description (inside the report's list),
 * side by side on wide screens and on paper, one under the other on a phone.
 */
export function ReportQuestion({ question, context }: { question: QuestionNode; context: ReportContext }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
        '@media print': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
        columnGap: 3,
        rowGap: 0.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        breakInside: 'avoid',
      }}
    >
      <Typography component="dt" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {question.title}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        <Answer question={question} context={context} />
      </Box>
    </Box>
  );
}
