import { useMutation } from '@apollo/client/react';
import { DeleteTemplateDocument } from './delete-template.generated';

/** Deletes a template group (archives it when forms were started from it); the program's template lists are fetched again. */
export function useDeleteTemplateMutation() {
  return useMutation(DeleteTemplateDocument, { refetchQueries: ['ProgramTemplates'] });
}
