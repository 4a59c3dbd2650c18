import { conditionProblems } from './check-conditions';
import { cycleProblems } from './check-cycles';
import { questionSummaryProblems } from './check-question-summaries';
import { templateOutcomeProblems } from './check-template-outcomes';
import { duplicateIdProblems } from './check-duplicate-ids';
import { emptyPageProblems } from './check-empty-pages';
import { requiredNeverShownProblems } from './check-required-shown';
import { outcomeProblems, type CheckableOutcomeGroup } from './check-outcomes';
import { subformProblems, type TemplateLookups } from './check-subforms';
import { indexTemplate, type IndexableTemplate } from './template-index';
import type { LocatedProblem, TemplateProblem } from './template-problem';

/** What `templateProblems` reads of a template: its id and name, its pages and its summary pages. */
export type ValidatableTemplate = IndexableTemplate & { id: string; name: string };

/**
 * Everything that makes a template unfit to publish, in template order: no page at all; a page with nothing on it; an id used twice; a
 * condition on a missing question, on a question that is not an option question, or on a missing option; a cycle
 * of conditions; a subform pointing at a missing or non-subform template; a required question that can never be
 * shown; a question summary of a missing question; a template outcome of a missing outcome group; an outcome condition on a missing question, option or outcome.
 * An empty list means the template may be published.
 */
export function templateProblems(
  template: ValidatableTemplate,
  lookups: TemplateLookups,
  outcomeGroups: readonly CheckableOutcomeGroup[] = [],
): TemplateProblem[] {
  const located: LocatedProblem[] = [];
  if (template.pages.length === 0) {
    const message = `Template "${template.name}" has no pages. Add a page with at least one question.`;
    located.push({ at: -1, problem: { code: 'EMPTY_TEMPLATE', message, elementId: template.id } });
  }
  const index = indexTemplate(template);
  located.push(
    ...emptyPageProblems(index),
    ...duplicateIdProblems(index),
    ...conditionProblems(index),
    ...cycleProblems(index),
    ...subformProblems(index, lookups),
    ...requiredNeverShownProblems(index),
    ...questionSummaryProblems(index),
    ...templateOutcomeProblems(index, new Set(outcomeGroups.map((group) => group.id))),
    ...outcomeProblems(index, outcomeGroups),
  );
  // Array.prototype.sort is stable: problems at one place keep the order of the checks above.
  return located.sort((a, b) => a.at - b.at).map(({ problem }) => problem);
}
