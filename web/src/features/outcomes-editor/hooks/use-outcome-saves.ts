import { useCallback, useState } from 'react';
import type { AssessmentType, OutcomeInput, RiskLevelInput, ScaleInput } from '@/gql/graphql';
import { errorCodes, errorsWithCode } from '@/lib/errors/error-codes';
import { useAddOutcomeMutation } from '../api/add-outcome';
import { useAddOutcomeGroupMutation } from '../api/add-outcome-group';
import { useRemoveOutcomeMutation } from '../api/remove-outcome';
import { useRemoveOutcomeGroupMutation } from '../api/remove-outcome-group';
import { useUpdateOutcomeMutation } from '../api/update-outcome';
import { useUpdateOutcomeGroupMutation } from '../api/update-outcome-group';
import type { EditorGroup } from './outcome-draft';

/** What the tab says when another author changed a group first (the tab then shows the latest groups). */
export const outcomesConflictMessage = 'This outcome group was changed elsewhere. The latest version is shown: please make your change again.';

/** A failed save in plain words, by the error's code. */
export function outcomeSaveError(error: unknown): string {
  const codes = errorCodes(error);
  if (codes.includes('CONFLICT')) return outcomesConflictMessage;
  if (codes.includes('FORBIDDEN')) return 'You may not change the outcomes of this template.';
  if (codes.includes('NOT_FOUND')) return 'This outcome group no longer exists. The latest groups are shown.';
  const invalid = errorsWithCode(error, 'BAD_USER_INPUT')[0];
  if (invalid) return `The change was refused: ${invalid.message}`;
  return 'The change could not be saved. Please try again.';
}

export interface OutcomeSaves {
  saving: boolean;
  error: string | null;
  clearError(): void;
  addGroup(name: string, type: AssessmentType): Promise<boolean>;
  updateGroup(group: EditorGroup, changes: { name?: string; riskLevels?: RiskLevelInput[]; scales?: ScaleInput[] }): Promise<boolean>;
  removeGroup(group: EditorGroup): Promise<boolean>;
  addOutcome(group: EditorGroup, outcome: OutcomeInput): Promise<boolean>;
  updateOutcome(group: EditorGroup, outcomeId: string, outcome: OutcomeInput): Promise<boolean>;
  removeOutcome(group: EditorGroup, outcomeId: string): Promise<boolean>;
}

/**
 * Every edit of the outcomes tab: one mutation at the group's version. A refused edit leaves a message; on
 * CONFLICT or NOT_FOUND the groups are fetched again so the author sees what changed.
 */
export function useOutcomeSaves(templateId: string, reload: () => Promise<unknown>): OutcomeSaves {
  const [addGroupMutation] = useAddOutcomeGroupMutation(templateId);
  const [updateGroupMutation] = useUpdateOutcomeGroupMutation();
  const [removeGroupMutation] = useRemoveOutcomeGroupMutation(templateId);
  const [addOutcomeMutation] = useAddOutcomeMutation();
  const [updateOutcomeMutation] = useUpdateOutcomeMutation();
  const [removeOutcomeMutation] = useRemoveOutcomeMutation();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (save: () => Promise<unknown>) => {
      setSaving(true);
      setError(null);
      try {
        await save();
        return true;
      } catch (caught) {
        setError(outcomeSaveError(caught));
        const codes = errorCodes(caught);
        if (codes.includes('CONFLICT') || codes.includes('NOT_FOUND')) await reload().catch(() => undefined);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [reload],
  );

  const at = (group: EditorGroup) => ({ templateId, groupId: group.id, expectedVersion: group.version });
  return {
    saving,
    error,
    clearError: () => setError(null),
    addGroup: (name, type) => run(() => addGroupMutation({ variables: { input: { templateId, group: { name, type } } } })),
    updateGroup: (group, changes) => run(() => updateGroupMutation({ variables: { input: { ...at(group), ...changes } } })),
    removeGroup: (group) => run(() => removeGroupMutation({ variables: { input: at(group) } })),
    addOutcome: (group, outcome) => run(() => addOutcomeMutation({ variables: { input: { ...at(group), outcome } } })),
    updateOutcome: (group, outcomeId, outcome) => run(() => updateOutcomeMutation({ variables: { input: { ...at(group), outcomeId, outcome } } })),
    removeOutcome: (group, outcomeId) => run(() => removeOutcomeMutation({ variables: { input: { ...at(group), outcomeId } } })),
  };
}
