import { nodeLabel } from './element-label';
import type { TemplateNode } from './template-index';

/** The stable codes of `templateProblems`: the builder and the publish resolver key on these, never on messages. */
export type TemplateProblemCode =
  | 'EMPTY_TEMPLATE'
  | 'EMPTY_PAGE'
  | 'DUPLICATE_ID'
  | 'CONDITION_MISSING_QUESTION'
  | 'CONDITION_NOT_OPTION_QUESTION'
  | 'CONDITION_MISSING_OPTION'
  | 'DEPENDS_ON_CYCLE'
  | 'SUBFORM_MISSING_TEMPLATE'
  | 'SUBFORM_NOT_SUBFORM'
  | 'REQUIRED_NEVER_SHOWN'
  | 'QUESTION_SUMMARY_MISSING_QUESTION'
  | 'TEMPLATE_OUTCOME_MISSING_GROUP'
  | 'OUTCOME_MISSING_QUESTION'
  | 'OUTCOME_MISSING_OPTION'
  | 'OUTCOME_MISSING_OUTCOME';

/** One reason a template cannot be published, worded for its author. */
export interface TemplateProblem {
  code: TemplateProblemCode;
  message: string;
  /** The page or element to fix (the template's id for EMPTY_TEMPLATE, the outcome's for OUTCOME_*). */
  elementId: string;
  /** The option to fix, when the problem is an option's (a duplicate option id, an outcome's missing option). */
  optionId?: string;
  /** DEPENDS_ON_CYCLE: the ids around the cycle, first id repeated at the end. */
  path?: string[];
}

/** A problem with its position in the template, so problems can be listed in template order. */
export interface LocatedProblem {
  at: number;
  problem: TemplateProblem;
}

/** `nodeLabel` starting with a capital, to open a sentence. */
export function subjectLabel(node: Pick<TemplateNode, 'id' | 'element' | 'page' | 'column'>): string {
  const label = nodeLabel(node);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
