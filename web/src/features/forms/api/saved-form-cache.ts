import type { ApolloCache, Reference, StoreObject } from '@apollo/client';
import { sameLocation } from '@schema/template/answers-from-responses';
import type { ResponseFieldsFragment } from '@/gql/graphql';

/** What every answer save returns (and the form's subject, for the saves that ask for it). */
export interface SavedFormResult {
  id: string;
  lastSaved: string;
  responses: readonly ResponseFieldsFragment[];
  subject?: StoreObject | null;
}

type CachedResponse = StoreObject & Pick<ResponseFieldsFragment, 'questionId' | 'location'>;

/**
 * Puts the answers a save returned into the cached form, replacing their older copies, so a question that
 * mounts again (another page tab) starts from the saved value and version, and a table shows its new rows;
 * and the form's subject, when the save returned it.
 */
export function mergeSavedForm(cache: ApolloCache, saved: SavedFormResult | null | undefined): void {
  if (!saved) return;
  const { subject } = saved;
  cache.modify({
    id: cache.identify({ __typename: 'Form', id: saved.id }),
    fields: {
      lastSaved: () => saved.lastSaved,
      // The subject as the save left it (a subject answer sets or clears it), so the header follows at once.
      ...(subject === undefined ? {} : { subject: () => subject }),
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
