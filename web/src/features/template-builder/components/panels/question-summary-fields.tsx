import type { BuilderNode } from '../../hooks/builder-tree';
import { summaryQuestionChoices } from '../../hooks/summary-outline';
import { IdSelect } from './id-select';
import type { PanelProps } from './panel-props';

type QuestionSummaryNode = Extract<BuilderNode, { __typename: 'QuestionSummary' }>;

/** A question summary's question: choosing another changes it in place (updateQuestionSummary, one write). */
export function QuestionSummaryFields({ node, rows, readOnly, edits }: PanelProps<QuestionSummaryNode>) {
  const questions = summaryQuestionChoices(rows);
  const choose = (questionId: string | null) => {
    const question = questions.find((choice) => choice.id === questionId);
    if (!question || question.id === node.questionId) return;
    edits.updateQuestionSummary({ questionId: question.id, questionGroupId: question.questionGroupId });
  };
  return (
    <IdSelect
      label="Question"
      value={node.questionId}
      choices={questions}
      disabled={readOnly}
      clearable={false}
      emptyText="Add questions to the pages first."
      help="The question whose answer the summary page shows."
      onChange={choose}
    />
  );
}
