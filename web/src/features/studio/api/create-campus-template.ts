import { useMutation } from '@apollo/client/react';
import { CreateCampusTemplateDocument } from './create-campus-template.generated';

/** The studio's New Template: a template named as given in a program; the program's templates are fetched again. */
export function useCreateCampusTemplateMutation() {
  return useMutation(CreateCampusTemplateDocument, { refetchQueries: ['ProgramTemplates'] });
}
