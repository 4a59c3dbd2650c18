import { useAddConditionMutation } from '../api/add-condition';
import { useAddOptionMutation } from '../api/add-option';
import { useAddValidationRuleMutation } from '../api/add-validation-rule';
import { useRemoveConditionMutation } from '../api/remove-condition';
import { useRemoveOptionMutation } from '../api/remove-option';
import { useRemoveValidationRuleMutation } from '../api/remove-validation-rule';
import { useUpdateConditionMutation } from '../api/update-condition';
import { useUpdateOptionMutation } from '../api/update-option';
import { useUpdateQuestionSummaryMutation } from '../api/update-question-summary';
import { useUpdateValidationRuleMutation } from '../api/update-validation-rule';
import type { PanelEdits } from './panel-edits';

type Attempt = (elementId: string, write: () => Promise<unknown>) => Promise<boolean>;
type Save = (elementId: string, version: number, changes: Record<string, unknown>) => Promise<boolean>;

/**
 * The property panel's edits of one element, each one small write at the element's version: its fields
 * (updateElement), an option, a condition, a validation rule or a question summary's question.
 */
export function useElementParts(templateId: string, save: Save, attempt: Attempt) {
  const [addOption, added] = useAddOptionMutation();
  const [updateOption, updated] = useUpdateOptionMutation();
  const [removeOption, removed] = useRemoveOptionMutation();
  const [addCondition, conditionAdded] = useAddConditionMutation();
  const [updateCondition, conditionUpdated] = useUpdateConditionMutation();
  const [removeCondition, conditionRemoved] = useRemoveConditionMutation();
  const [addRule, ruleAdded] = useAddValidationRuleMutation();
  const [updateRule, ruleUpdated] = useUpdateValidationRuleMutation();
  const [removeRule, ruleRemoved] = useRemoveValidationRuleMutation();
  const [updateSummary, summaryUpdated] = useUpdateQuestionSummaryMutation();
  const busy = [added, updated, removed, conditionAdded, conditionUpdated, conditionRemoved, ruleAdded, ruleUpdated, ruleRemoved, summaryUpdated].some(
    (state) => state.loading,
  );

  /** The edits bound to one element at its version. */
  const editsOf = (element: { id: string; version: number }): PanelEdits => {
    const target = { templateId, expectedVersion: element.version };
    const question = { ...target, questionId: element.id };
    const run = (write: () => Promise<unknown>) => void attempt(element.id, write);
    return {
      save: (changes) => void save(element.id, element.version, changes),
      addOption: (label) => run(() => addOption({ variables: { input: { ...question, option: { label } } } })),
      renameOption: (optionId, label) => run(() => updateOption({ variables: { input: { ...question, optionId, label } } })),
      removeOption: (optionId) => run(() => removeOption({ variables: { input: { ...question, optionId } } })),
      addCondition: (condition, logic) => run(() => addCondition({ variables: { input: { ...target, elementId: element.id, ...condition, logic } } })),
      updateCondition: (condition, next) =>
        run(() => updateCondition({ variables: { input: { ...target, elementId: element.id, ...condition, condition: next } } })),
      removeCondition: (condition) => run(() => removeCondition({ variables: { input: { ...target, elementId: element.id, ...condition } } })),
      addRule: (rule) => run(() => addRule({ variables: { input: { ...question, rule } } })),
      updateRule: (ruleId, rule) => run(() => updateRule({ variables: { input: { ...question, ruleId, rule } } })),
      removeRule: (ruleId) => run(() => removeRule({ variables: { input: { ...question, ruleId } } })),
      updateQuestionSummary: (changes) =>
        run(() => updateSummary({ variables: { input: { ...target, elementId: element.id, changes: JSON.stringify(changes) } } })),
    };
  };
  return { editsOf, busy };
}
