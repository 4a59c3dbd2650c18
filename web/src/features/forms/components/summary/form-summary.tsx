import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormSummaryPagesQuery, ResponseFieldsFragment } from '@/gql/graphql';
import { useAnswerScope } from '../../hooks/answer-scope';
import type { FormPageNode } from '../form-pages';
import { useFormSummaryPages } from './form-summary-pages';
import { useOutcomeGroupNames } from './outcome-group-names';
import { useFormOutcomes, type FormOutcomeGroup } from './outcomes-query';
import { OutcomeGroupEntry, OutcomesSummary } from './outcomes-summary';
import { questionsById, summaryAnswers } from './summary-answers';
import { showsTemplateOutcomes, templateOutcomeName } from './template-outcomes';

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

interface SummaryPageProps {
  page: SummaryPage;
  pages: readonly FormPageNode[];
  responses: readonly ResponseFieldsFragment[];
  /** The outcome groups with outcomes holding for the form (formOutcomes). */
  outcomes?: readonly FormOutcomeGroup[];
  /** Every outcome group's name by id, for a template outcome whose group has nothing holding. */
  groupNames?: ReadonlyMap<string, string>;
}

/**
 * One summary page: its name and its children in order: for each question summary, the question's title and
 * current answer; for each template outcome, the outcome group's name and the outcomes of it that hold.
 */
export function SummaryPageView({ page, pages, responses, outcomes = [], groupNames = new Map() }: SummaryPageProps) {
  const questions = questionsById(pages);
  const scope = useAnswerScope();
  const items = page.children.flatMap((child) => {
    if (child.__typename === 'TemplateOutcome') {
      const held = outcomes.find((group) => group.id === child.outcomeGroupId);
      return [<OutcomeGroupEntry key={child.id} name={templateOutcomeName(child.outcomeGroupId, held, groupNames)} outcomes={held?.outcomes ?? []} />];
    }
    if (child.__typename !== 'QuestionSummary') return [];
    // A question that page or section permissions hide from the caller is not summarized either.
    if (scope && !scope.store.isPermitted(child.questionId)) return [];
    const question = questions.get(child.questionId);
    return question ? [<SummaryItem key={child.id} title={question.title} answers={summaryAnswers(question, child, responses)} />] : [];
  });
  return (
    <Box component="section" aria-labelledby={`summary-${page.id}`} sx={{ mt: 2 }}>
      <Typography id={`summary-${page.id}`} variant="h3" sx={{ mb: 1 }}>
        {page.name}
      </Typography>
      {items.length ? (
        <Box component="dl" sx={{ m: 0 }}>
          {items}
        </Box>
      ) : (
        <Typography color="text.secondary">Nothing to summarize on this page.</Typography>
      )}
    </Box>
  );
}

/**
 * The Summary section after a form's pages: each summary page of its template with its questions' current
 * answers in words and its template outcomes' results, then every outcome that holds (unless a summary page
 * shows outcomes already). Nothing when there are neither (or they cannot be read).
 */
export function FormSummary({ formId, pages, responses }: { formId: string; pages: readonly FormPageNode[]; responses: readonly ResponseFieldsFragment[] }) {
  const { data } = useFormSummaryPages(formId);
  const template = data?.form?.template;
  const summaryPages = template?.summaryPages ?? [];
  const outcomes = useFormOutcomes(formId, responses);
  const inPlace = showsTemplateOutcomes(summaryPages);
  const groupNames = useOutcomeGroupNames(template?.id, inPlace);
  if (summaryPages.length === 0 && outcomes.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="form-summary-heading" variant="outlined" sx={{ p: { xs: 2, sm: 4 }, mt: 3, breakBefore: 'page' }}>
      <Typography id="form-summary-heading" variant="h2">
        Summary
      </Typography>
      {summaryPages.map((page) => (
        <SummaryPageView key={page.id} page={page} pages={pages} responses={responses} outcomes={outcomes} groupNames={groupNames} />
      ))}
      {inPlace ? null : <OutcomesSummary groups={outcomes} />}
    </Paper>
  );
}
