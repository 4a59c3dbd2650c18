import { useMutation } from '@apollo/client/react';
import { StartFormDocument } from './start-form.generated';

/** Starts a form from a template version; the new form's documents list is refetched when next shown. */
export function useStartFormMutation() {
  return useMutation(StartFormDocument, {
    update(cache, { data }) {
      if (!data?.startForm) return;
      cache.evict({ fieldName: 'documentsByTemplateGroup' });
      cache.gc();
    },
  });
}
