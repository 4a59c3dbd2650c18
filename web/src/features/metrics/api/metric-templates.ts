import { useQuery } from '@apollo/client/react';
import type { MetricQuestionsQuery, MetricTemplatesQuery } from '@/gql/graphql';
import { MetricQuestionsDocument } from './metric-questions.generated';
import { MetricTemplatesDocument } from './metric-templates.generated';

/** A template the metric editor offers (the latest version of one group). */
export type MetricTemplateOption = MetricTemplatesQuery['templatesByProgram'][number];

/** A template version's questions and outcome groups, as the editor's pickers offer them. */
export type MetricQuestionChoices = MetricQuestionsQuery;

/** The program's templates (latest version of each group) for the editor's template picker. */
export function useMetricTemplates(programId: string) {
  return useQuery(MetricTemplatesDocument, { variables: { programId } });
}

/** The questions and outcome groups of one template version; nothing is asked until a template is chosen. */
export function useMetricQuestions(templateId: string | null) {
  return useQuery(MetricQuestionsDocument, { variables: { templateId: templateId ?? '' }, skip: !templateId });
}
