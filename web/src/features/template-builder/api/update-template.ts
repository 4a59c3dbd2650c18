import { useMutation } from '@apollo/client/react';
import { UpdateTemplateDocument } from './update-template.generated';

/** Changes a draft's settings at its revision (CONFLICT when stale); the cache takes the new name and revision. */
export function useUpdateTemplateMutation() {
  return useMutation(UpdateTemplateDocument, { refetchQueries: ['TemplateVersions'] });
}
