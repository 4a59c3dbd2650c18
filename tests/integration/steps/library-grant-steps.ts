import type { ApiClient } from '../support/local-api';

/** A library grant as the tests read it. */
export interface Grant {
  access: string;
  grantee: { kind: string; id: string | null; name: string; detail: string | null };
}

type Access = 'ADMIN' | 'EDITOR' | 'VIEWER';

/** Whom a grant is to: `{ user }`, `{ role }` or `'EVERYONE'`. */
export type To = { user: string } | { role: string } | 'EVERYONE';

const grantFields = 'access grantee { kind id name detail }';

const inputOf = (libraryId: string, access: Access, to: To) => ({
  libraryId,
  access,
  ...(to === 'EVERYONE' ? { granteeKind: 'EVERYONE' } : 'user' in to ? { granteeKind: 'USER', granteeId: to.user } : { granteeKind: 'ROLE', granteeId: to.role }),
});

export const grant = (client: ApiClient, libraryId: string, access: Access, to: To) =>
  client.graphql<{ grantLibraryAccess: Grant }>(`mutation G($input: LibraryGrantInput!) { grantLibraryAccess(input: $input) { ${grantFields} } }`, {
    input: inputOf(libraryId, access, to),
  });

export const revoke = (client: ApiClient, libraryId: string, access: Access, to: To) =>
  client.graphql<{ revokeLibraryAccess: Grant }>(`mutation R($input: LibraryGrantInput!) { revokeLibraryAccess(input: $input) { ${grantFields} } }`, {
    input: inputOf(libraryId, access, to),
  });

export const grantPage = (client: ApiClient, libraryId: string, options: { limit?: number; cursor?: string | null } = {}) =>
  client.graphql<{ libraryGrants: { grants: Grant[]; cursor: string | null } }>(
    `query P($libraryId: ID!, $limit: Int, $cursor: String) { libraryGrants(libraryId: $libraryId, limit: $limit, cursor: $cursor) { grants { ${grantFields} } cursor } }`,
    { libraryId, ...options },
  );

/** Every grant of a library, page after page (`limit` a page). */
export async function allGrants(client: ApiClient, libraryId: string, limit = 25): Promise<Grant[]> {
  const grants: Grant[] = [];
  let cursor: string | null = null;
  do {
    const page: { grants: Grant[]; cursor: string | null } = (await grantPage(client, libraryId, { limit, cursor })).data!.libraryGrants;
    grants.push(...page.grants);
    cursor = page.cursor;
  } while (cursor);
  return grants;
}

/** A grant as `ACCESS name`, for short assertions. */
export const grantLine = (grant: Grant) => `${grant.access} ${grant.grantee.name}`;

export const grantPeople = (client: ApiClient, libraryId: string, searchTerm: string, campusCode?: string) =>
  client.graphql<{ libraryGrantPeople: Array<{ userId: string; lastName: string | null }> }>(
    'query S($libraryId: ID!, $searchTerm: String!, $campusCode: String) { libraryGrantPeople(libraryId: $libraryId, searchTerm: $searchTerm, campusCode: $campusCode) { userId lastName } }',
    { libraryId, searchTerm, campusCode },
  );

export const grantRoles = (client: ApiClient, libraryId: string, campusCode?: string) =>
  client.graphql<{ libraryGrantRoles: Array<{ id: string; name: string; level: string }> }>(
    'query R($libraryId: ID!, $campusCode: String) { libraryGrantRoles(libraryId: $libraryId, campusCode: $campusCode) { id name level } }',
    { libraryId, campusCode },
  );

export const grantCampuses = (client: ApiClient, libraryId: string) =>
  client.graphql<{ libraryGrantCampuses: Array<{ id: string; name: string }> }>('query C($libraryId: ID!) { libraryGrantCampuses(libraryId: $libraryId) { id name } }', { libraryId });
