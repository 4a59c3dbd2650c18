import { useDraftEditRunner, type DraftEditState } from '@/lib/drafts/use-draft-edit-runner';
import { errorCodes, errorsWithCode } from '@/lib/errors/error-codes';
import { useAddAudienceMutation, useAddSharedProgramMutation, useRemoveAudienceMutation, useRemoveSharedProgramMutation } from '../api/audience-edits';

/** Where the last audience or share edit stands: the editors' status line. */
export type AudienceEditState = DraftEditState;

/** A refused edit in plain words, by the error's code. */
export function audienceEditMessage(error: unknown): string {
  const codes = errorCodes(error);
  if (codes.includes('CONFLICT')) return 'This template was changed elsewhere. The latest version is shown: please make your change again.';
  if (codes.includes('FORBIDDEN')) return 'You may not change who can start this template.';
  if (codes.includes('NOT_FOUND')) return 'That campus, program or entry no longer exists. The latest version is shown.';
  const invalid = errorsWithCode(error, 'BAD_USER_INPUT')[0];
  if (invalid) return `The change was refused: ${invalid.message}`;
  return 'The change could not be saved. Please try again.';
}

/**
 * Adds and removes a draft's audience entries and shared programs at the revision shown; each answers whether it
 * saved. A refusal says why and reloads the template (a CONFLICT shows the latest version).
 */
export function useAudienceEdits(template: { id: string; revision: number }, reload: () => Promise<unknown>) {
  const [addAudience] = useAddAudienceMutation();
  const [removeAudience] = useRemoveAudienceMutation();
  const [addProgram] = useAddSharedProgramMutation();
  const [removeProgram] = useRemoveSharedProgramMutation();
  const { state, run } = useDraftEditRunner(reload, audienceEditMessage);
  const target = { templateId: template.id, expectedRevision: template.revision };

  return {
    state,
    addAudience: (audience: { id: string; name: string; scope: 'global' | 'campus' | 'program' }) =>
      run(() => addAudience({ variables: { input: { ...target, audience } } })),
    removeAudience: (id: string) => run(() => removeAudience({ variables: { input: { ...target, id } } })),
    addProgram: (program: { id: string; name: string }) => run(() => addProgram({ variables: { input: { ...target, program } } })),
    removeProgram: (id: string) => run(() => removeProgram({ variables: { input: { ...target, id } } })),
  };
}
