import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormSummaryPagesQuery, ResponseFieldsFragment } from '@/gql/graphql';
import type { FormPageNode } from '../form-pages';
import { useFormSummaryPages } from './form-summary-pages';
import { useFormOutcomes } from './outcomes-query';
import { OutcomesSummary } from './outcomes-summary';
import { questionsById, summaryAnswers } from './summary-answers';

type SummaryPage = NonNullable<FormSummaryPagesQuery['form']>['template']['summaryPages'][number];

function SummaryItem({ title, answers }: { title: string; answers: string[] }) {
  return (
    <Box component="div" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', breakInside: 'avoid' }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.5, whiteSpace: 'pre-line', color: answers.length ? 'text.primary' : 'text.secondary' }}>
        {answers.length ? answers.join('\n') : 'Not answered'}
      </Typography>
    </Box>
  );
}

/** One summary page: its name and, for each question summary, the question's title and current answer. */
export function SummaryPageView({
  page,
  pages,
  responses,
}: {
  page: SummaryPage;
  pages: readonly FormPageNode[];
  responses: readonly ResponseFieldsFragment[];
}) {
  const questions = questionsById(pages);
  const items = page.children.flatMap((child) => {
    if (child.__typename !== 'QuestionSummary') return [];
    const question = questions.get(child.questionId);
    return question ? [{ id: child.id, title: question.title, answers: summaryAnswers(question, child, responses) }] : [];
  });
  return (
    <Box component="section" aria-labelledby={`summary-${page.id}`} sx={{ mt: 2 }}>
      <Typography id={`summary-${page.id}`} variant="h3" sx={{ mb: 1 }}>
        {page.name}
      </Typography>
      {items.length ? (
        <Box component="dl" sx={{ m: 0 }}>
          {items.map((item) => (
            <SummaryItem key={item.id} title={item.title} answers={item.answers} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">Nothing to summarize on this page.</Typography>
      )}
    </Box>
  );
}

/**
 * The Summary section after a form's pages: each summary page of its template with its questions' current
 * answers in words, then the outcomes that hold. Nothing when there are neither (or they cannot be read).
 */
export function FormSummary({ formId, pages, responses }: { formId: string; pages: readonly FormPageNode[]; responses: readonly ResponseFieldsFragment[] }) {
  const { data } = useFormSummaryPages(formId);
  const summaryPages = data?.form?.template.summaryPages ?? [];
  const outcomes = useFormOutcomes(formId, responses);
  if (summaryPages.length === 0 && outcomes.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="form-summary-heading" variant="outlined" sx={{ p: { xs: 2, sm: 4 }, mt: 3, breakBefore: 'page' }}>
      <Typography id="form-summary-heading" variant="h2">
        Summary
      </Typography>
      {summaryPages.map((page) => (
        <SummaryPageView key={page.id} page={page} pages={pages} responses={responses} />
      ))}
      <OutcomesSummary groups={outcomes} />
    </Paper>
  );
}
