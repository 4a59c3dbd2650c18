import type { LibraryStatus } from './library-model';

/**
 * Who may administer, edit and view one library (the model's `library` relations admin, editor and viewer), as
 * grants to a person, to a role's members or to everyone signed in. Pure: the same words and rules in the browser
 * and in the resolvers.
 */

/** The access levels of a library, strongest first. */
export const libraryAccessLevels = ['ADMIN', 'EDITOR', 'VIEWER'] as const;
export type LibraryAccess = (typeof libraryAccessLevels)[number];

/** Whom a grant is to. */
export const libraryGranteeKinds = ['USER', 'ROLE', 'EVERYONE'] as const;
export type LibraryGranteeKind = (typeof libraryGranteeKinds)[number];

/** A grantee: a person or a role by id, or everyone signed in. */
export type LibraryGrantee = { kind: 'USER'; id: string } | { kind: 'ROLE'; id: string } | { kind: 'EVERYONE' };

/** The model relation of each access level (schema/authz/model.fga, `type library`). */
export const accessRelations: Record<LibraryAccess, 'admin' | 'editor' | 'viewer'> = { ADMIN: 'admin', EDITOR: 'editor', VIEWER: 'viewer' };

/** The access level a stored relation stands for; null for the library's other relations (its platform). */
export function accessOfRelation(relation: string): LibraryAccess | null {
  return libraryAccessLevels.find((access) => accessRelations[access] === relation) ?? null;
}

/** The words of each access level: its label, a sentence's noun, and what it allows. */
export const libraryAccessWords: Record<LibraryAccess, { label: string; noun: string; allows: string }> = {
  ADMIN: { label: 'Admin', noun: 'an administrator', allows: 'Changes the fields and settings, publishes, deletes, and manages who has access.' },
  EDITOR: { label: 'Editor', noun: 'an editor', allows: 'Adds, changes, removes and imports items.' },
  VIEWER: { label: 'Viewer', noun: 'a viewer', allows: 'Reads the library and finds its items in forms.' },
};

/** The name shown for everyone signed in. */
export const everyoneName = 'Everyone signed in';

/** The tuple user of a grantee: `user:{id}`, `role:{id}#member` or `user:*`. */
export function granteeSubject(grantee: LibraryGrantee): string {
  switch (grantee.kind) {
    case 'USER':
      return `user:${grantee.id}`;
    case 'ROLE':
      return `role:${grantee.id}#member`;
    case 'EVERYONE':
      return 'user:*';
  }
}

/** The grantee a stored tuple user stands for; null for anything a grant never writes. */
export function granteeOfSubject(subject: string): LibraryGrantee | null {
  if (subject === 'user:*') return { kind: 'EVERYONE' };
  const role = /^role:([^#:\s]+)#member$/.exec(subject);
  if (role) return { kind: 'ROLE', id: role[1]! };
  const user = /^user:([^#:\s*][^#:\s]*)$/.exec(subject);
  return user ? { kind: 'USER', id: user[1]! } : null;
}

/** The library facts a grant's rules read. */
export interface GrantTarget {
  status: LibraryStatus;
}

/** The messages of the grant rules (shown as they are by the browser). */
export const grantMessages = {
  everyoneViewsOnly: `${everyoneName} may only be a viewer.`,
  everyoneWhenPublished: 'A library in draft is seen only by its own people: publish it before opening it to everyone.',
  lastAdmin: (name: string) => `${name} is the last person administering this library: make someone else its administrator first.`,
  alreadyHeld: (name: string, access: LibraryAccess) => `${name} is already ${libraryAccessWords[access].noun} of this library.`,
  notHeld: (name: string, access: LibraryAccess) => `${name} is not ${libraryAccessWords[access].noun} of this library.`,
  changedMeanwhile: 'Someone changed who has access to this library at the same time. Reload and try again.',
} as const;

/** Why a grant may not be made, or null: everyone signed in may only view, and only a published library. */
export function grantRefusal(target: GrantTarget, access: LibraryAccess, grantee: LibraryGrantee): string | null {
  if (grantee.kind !== 'EVERYONE') return null;
  if (access !== 'VIEWER') return grantMessages.everyoneViewsOnly;
  return target.status === 'PUBLISHED' ? null : grantMessages.everyoneWhenPublished;
}

/**
 * Whether a change counts against the library's people administering it: only persons count (a role may be
 * emptied elsewhere by its own administrators), so a person's admin grant is what keeps a library managed by its
 * own people.
 */
export const countsAsAdmin = (access: LibraryAccess | null, grantee: LibraryGrantee) => access === 'ADMIN' && grantee.kind === 'USER';
