import { useMutation } from '@apollo/client/react';
import { AddTemplateAudienceDocument } from './add-audience.generated';
import { AddTemplateSharedProgramDocument } from './add-shared-program.generated';
import { RemoveTemplateAudienceDocument } from './remove-audience.generated';
import { RemoveTemplateSharedProgramDocument } from './remove-shared-program.generated';

// The four list edits answer the template's audience fields, which update the cached template (and its revision)
// in place: the builder's next edit is based on the new revision without a refetch.

/** Adds an audience entry to a draft at its revision. */
export const useAddAudienceMutation = () => useMutation(AddTemplateAudienceDocument);
/** Removes an audience entry from a draft. */
export const useRemoveAudienceMutation = () => useMutation(RemoveTemplateAudienceDocument);
/** Shares a draft with a program. */
export const useAddSharedProgramMutation = () => useMutation(AddTemplateSharedProgramDocument);
/** Takes a program's share of a draft back. */
export const useRemoveSharedProgramMutation = () => useMutation(RemoveTemplateSharedProgramDocument);
