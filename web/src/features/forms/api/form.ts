import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FormDocument } from './form.generated';

/** A form with its template's pages and its answers. */
export function useFormQuery(formId: string) {
  return useQuery(FormDocument, { variables: { id: formId } });
}

/**
 * Starts the form's query ahead of its screen (when its route is matched), so the answer arrives while the screen's
 * chunk loads; {@link useFormQuery} then reads the cache or joins the request under way. A failure is left for the
 * screen's own query to show.
 */
export function preloadFormQuery(client: ApolloClient, formId: string): void {
  client.query({ query: FormDocument, variables: { id: formId } }).catch(() => undefined);
}
