import { useMutation } from '@apollo/client/react';
import { PublishTemplateDocument } from './publish-template.generated';

/** Checks a draft (confirm false) or publishes it (confirm true): always its problems and changes. */
export function usePublishTemplateMutation() {
  return useMutation(PublishTemplateDocument, { refetchQueries: ['TemplateVersions'] });
}
