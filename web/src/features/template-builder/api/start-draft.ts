import { useMutation } from '@apollo/client/react';
import { StartDraftDocument } from './start-draft.generated';

/** A DRAFT copy of the group's latest version (or the existing draft); the version list is fetched again. */
export function useStartDraftMutation() {
  return useMutation(StartDraftDocument, { refetchQueries: ['TemplateVersions'] });
}
