import { ListUsersCommand, type CognitoIdentityProviderClient, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { campusOfIdentity, type CognitoAttributes } from './campus-of-identity';
import { byName, type PeopleDirectory, type PersonFound } from './people-directory';

/** ListUsers answers at most 60 users a page; a search reads a few pages per attribute at most. */
const pageSize = 60;
const pagesPerAttribute = 3;

const quoted = (value: string) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;
const capitalized = (term: string) => term.charAt(0).toUpperCase() + term.slice(1);

const attributesOf = (user: UserType): CognitoAttributes =>
  Object.fromEntries((user.Attributes ?? []).map((attribute) => [attribute.Name ?? '', attribute.Value]));

/**
 * Cognito's user pool as a people directory, through ListUsers. Cognito filters one standard attribute at a
 * time and cannot filter custom attributes, so each search asks by family name, given name and email prefix
 * and keeps the people of the campus itself (their campus attribute, or their identity provider's campus).
 * Names are asked capitalized and emails lower case, as campus directories spell them. People appear once
 * an administrator created them or, for federated people, once they signed in the first time.
 */
export function cognitoPeopleDirectory(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  fixedCampusByProvider: Readonly<Record<string, string>> = {},
): PeopleDirectory {
  async function usersWhere(filter: string): Promise<UserType[]> {
    const users: UserType[] = [];
    let token: string | undefined;
    for (let page = 0; page < pagesPerAttribute; page += 1) {
      const answer = await client.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: filter, Limit: pageSize, PaginationToken: token }));
      users.push(...(answer.Users ?? []));
      token = answer.PaginationToken;
      if (!token) break;
    }
    return users;
  }

  function personOf(user: UserType, campusCode: string): PersonFound | undefined {
    const attributes = attributesOf(user);
    const userId = attributes.sub;
    if (!userId || user.Enabled === false || campusOfIdentity(attributes, fixedCampusByProvider) !== campusCode) return undefined;
    return { userId, firstName: attributes.given_name ?? '', lastName: attributes.family_name ?? '', email: attributes.email ?? '', campusCode };
  }

  return {
    async searchPeople(campusCode, term, limit) {
      const filters = [`family_name ^= ${quoted(capitalized(term))}`, `given_name ^= ${quoted(capitalized(term))}`, `email ^= ${quoted(term.toLowerCase())}`];
      const pages = await Promise.all(filters.map(usersWhere));
      const found = new Map<string, PersonFound>();
      for (const user of pages.flat()) {
        const person = personOf(user, campusCode);
        if (person) found.set(person.userId, person);
      }
      return [...found.values()].sort(byName).slice(0, limit);
    },
  };
}
