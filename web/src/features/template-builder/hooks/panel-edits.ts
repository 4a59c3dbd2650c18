import type { LogicOperator } from '@/gql/graphql';
import type { ValidationRule } from '@schema/template/model';

/** A condition of an element's dependsOn: an option of an option question. */
export interface ConditionRef {
  questionId: string;
  optionId: string;
}

/** What the property panel can change of the selected element; each call is one write. */
export interface PanelEdits {
  /** Changes fields (null clears an optional one). */
  save: (changes: Record<string, unknown>) => void;
  addOption: (label: string) => void;
  renameOption: (optionId: string, label: string) => void;
  removeOption: (optionId: string) => void;
  addCondition: (condition: ConditionRef, logic: LogicOperator) => void;
  /** Replaces one condition with another, in its place. */
  updateCondition: (condition: ConditionRef, next: ConditionRef) => void;
  removeCondition: (condition: ConditionRef) => void;
  addRule: (rule: Omit<ValidationRule, 'id'>) => void;
  /** Changes one rule's fields; it keeps its id and place. */
  updateRule: (ruleId: string, rule: Omit<ValidationRule, 'id'>) => void;
  removeRule: (ruleId: string) => void;
  /** Points a question summary at another question (and the repeatable section it is in, if any). */
  updateQuestionSummary: (changes: { questionId: string; questionGroupId: string | null }) => void;
}
