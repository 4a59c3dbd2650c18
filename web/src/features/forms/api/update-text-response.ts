import type { Reference, StoreObject } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { UpdateTextResponseDocument, type UpdateTextResponseMutation } from '@/gql/graphql';

type SavedResponse = UpdateTextResponseMutation['updateTextResponse']['responses'][number];
type CachedResponse = StoreObject & Pick<SavedResponse, 'questionId' | 'location'>;

function sameAnswer(a: Pick<SavedResponse, 'questionId' | 'location'>, b: Pick<SavedResponse, 'questionId' | 'location'>): boolean {
  return (
    a.questionId === b.questionId &&
    (a.location?.parentId ?? null) === (b.location?.parentId ?? null) &&
    (a.location?.rowId ?? null) === (b.location?.rowId ?? null)
  );
}

/**
 * Saves one text answer. The saved answers replace their older copies in the cached form, so a question that
 * mounts again (another page tab) starts from the saved text and version.
 */
export function useUpdateTextResponse() {
  return useMutation(UpdateTextResponseDocument, {
    update(cache, { data }) {
      const saved = data?.updateTextResponse;
      if (!saved) return;
      cache.modify({
        id: cache.identify({ __typename: 'Form', id: saved.id }),
        fields: {
          lastSaved: () => saved.lastSaved,
          responses(existing: ReadonlyArray<Reference | StoreObject> = []) {
            const kept = (existing as CachedResponse[]).filter(
              (response) => !saved.responses.some((next) => sameAnswer(next, response)),
            );
            return [...kept, ...saved.responses];
          },
        },
      });
    },
  });
}
