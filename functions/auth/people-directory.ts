/** A person a people search found: enough to pick them, nothing more. */
export interface PersonFound {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  campusCode: string;
}

/**
 * Who exists in the deployment's user directory, whether or not they have signed in yet: Cognito's users in
 * AWS, the local identity store locally.
 */
export interface PeopleDirectory {
  /** Active people of a campus whose last name, first name or email starts with `term` (case-insensitive), by name. */
  searchPeople(campusCode: string, term: string, limit: number): Promise<PersonFound[]>;
}

/** Sorts people by last name, first name, then id: the order every people search answers in. */
export const byName = (a: PersonFound, b: PersonFound) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.userId.localeCompare(b.userId);
