import { useMutation, useQuery } from '@apollo/client/react';
import { CreateTemplateTagDocument, TemplateTagsDocument } from './template-tags.generated';

/** The tags a campus's templates may carry. */
export function useTemplateTags(campusCode: string) {
  return useQuery(TemplateTagsDocument, { variables: { campusCode } });
}

/** Creates a campus tag (answers the existing one's name when it differs only in case or spacing). */
export function useCreateTemplateTag() {
  return useMutation(CreateTemplateTagDocument, { refetchQueries: ['TemplateTags'] });
}
