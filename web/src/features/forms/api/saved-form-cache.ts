import type { ApolloCache, Reference, StoreObject } from '@apollo/client';
import { sameLocation } from '@schema/template/answers-from-responses';
import type { ResponseFieldsFragment } from '@/gql/graphql';

/** What every answer save returns. */
export interface SavedFormResult {
  id: string;
  lastSaved: string;
  responses: readonly ResponseFieldsFragment[];
}

type CachedResponse = StoreObject & Pick<ResponseFieldsFragment, 'questionId' | 'location'>;

/**
 * Puts the answers a save returned into the cached form, replacing their older copies, so a question that
 * mounts again (another page tab) starts from the saved value and version, and a table shows its new rows.
 */
export function mergeSavedForm(cache: ApolloCache, saved: SavedFormResult | null | undefined): void {
  if (!saved) return;
  cache.modify({
    id: cache.identify({ __typename: 'Form', id: saved.id }),
    fields: {
      lastSaved: () => saved.lastSaved,
      responses(existing: ReadonlyArray<Reference | StoreObject> = []) {
        const kept = (existing as CachedResponse[]).filter(
          (response) => !saved.responses.some((next) => next.questionId === response.questionId && sameLocation(next.location, response.location)),
        );
        return [...kept, ...saved.responses];
      },
    },
  });
}

/** The version of the saved answer of a question at a location, when the save returned it. */
export function savedVersion(
  saved: SavedFormResult | null | undefined,
  questionId: string,
  location: ResponseFieldsFragment['location'] | undefined,
): number | undefined {
  return saved?.responses.find((response) => response.questionId === questionId && sameLocation(response.location, location))?.version;
}
