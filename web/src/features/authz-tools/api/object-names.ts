import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { ObjectNamesDocument } from './object-names.generated';

/** What the tools know of an object: its display name and whether it exists (null: not looked up). */
export interface ObjectName {
  name: string | null;
  exists: boolean | null;
}

/** Names and existence by object (type:id). */
export type ObjectNames = ReadonlyMap<string, ObjectName>;

/** The object a tuple's user names: `role:r1#member` names role:r1; a wildcard (`user:*`) names none. */
export function objectOfUser(user: string): string | null {
  const object = user.split('#')[0] ?? '';
  return object.endsWith(':*') || !object.includes(':') ? null : object;
}

/**
 * Looks up what objects are (people's and roles' names, whether they exist). Names are an aid beside the ids:
 * when the lookup fails the tools show the ids alone.
 */
export function useObjectNamesQuery() {
  const client = useApolloClient();
  return useCallback(
    async (objects: Array<string | null>): Promise<ObjectNames> => {
      const wanted = [...new Set(objects.filter((object): object is string => Boolean(object)))].slice(0, 200);
      if (wanted.length === 0) return new Map();
      try {
        const { data } = await client.query({ query: ObjectNamesDocument, variables: { objects: wanted }, fetchPolicy: 'no-cache' });
        return new Map((data?.fgaObjectNames ?? []).map((entry) => [entry.object, { name: entry.name ?? null, exists: entry.exists ?? null }]));
      } catch {
        return new Map();
      }
    },
    [client],
  );
}
