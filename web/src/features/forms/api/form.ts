import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { screenFirstContext } from '@/lib/apollo/screen-first-gate';
import { FormDocument } from './form.generated';

/**
 * A form with its template's pages and its answers. Goes ahead of the operations the screen-first gate holds, as
 * the route's preload does: an answer with errors (not found, refused) is not cached, so the screen asks again, and
 * held, that question waited for the gate's 3 s cap before the page could say the form was not found.
 */
export function useFormQuery(formId: string) {
  return useQuery(FormDocument, { variables: { id: formId }, context: screenFirstContext });
}

/**
 * Starts the form's query ahead of its screen (when its route is matched), so the answer arrives while the screen's
 * chunk loads; {@link useFormQuery} then reads the cache or joins the request under way. It goes ahead of the other
 * operations the screen-first gate holds. Settles when answered; a failure is left for the screen's own query to show.
 */
export async function preloadFormQuery(client: ApolloClient, formId: string): Promise<void> {
  await client.query({ query: FormDocument, variables: { id: formId }, context: screenFirstContext }).catch(() => undefined);
}
