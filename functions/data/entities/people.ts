import { defineEntity } from '../entity';

export type UserStatus = 'ACTIVE' | 'FORCE_CHANGE_PASSWORD' | 'INACTIVE';

/** A person's profile. Credentials live elsewhere (the local credential item, or Cognito). */
export interface UserRecord {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /**
   * The identity providers the person signs in through (Profile.idps): the federated providers named in
   * Cognito's identities claim, or COGNITO for a user-pool password. Absent for local accounts (LOCAL).
   */
  idps?: string[];
  campusCode: string;
  tenantCode: string;
  status: UserStatus;
  /** For example `health`: drives the spec's campus filtering of programs. */
  tags: string[];
  features: string[];
  /** Global roles such as `admin` (the authorization issue turns these into tuples). */
  globalRoles: string[];
  /** Campuses this user administers. */
  adminOfCampuses: string[];
  /** The campus departments (place ids, `dept-01-chem`) the person belongs to; absent: none. */
  departmentIds?: string[];
  /** The employee number from the campus directory, when it has one. */
  employeeId?: string;
  createdAt: string;
}

/** The user search prefixes (member picker): lower case, so one begins_with serves any case. */
export const userSearchPrefixes = {
  byCampus: 'user#',
  byCampusFirstName: 'userfirst#',
  byCampusUsername: 'userlogin#',
  byCampusEmail: 'usermail#',
} as const;

export type UserSearchPattern = keyof typeof userSearchPrefixes;

const campusSearchKey = (u: UserRecord, pattern: UserSearchPattern, ...parts: string[]) => ({
  pk: `CAMPUS#${u.campusCode}`,
  sk: `${userSearchPrefixes[pattern]}${[...parts, u.userId].join('#')}`.toLowerCase(),
});

export const userEntity = defineEntity<UserRecord, 'byUsername' | UserSearchPattern>({
  name: 'User',
  key: (u) => ({ pk: `USER#${u.userId}`, sk: 'PROFILE' }),
  indexes: {
    byUsername: { index: 'gsi1', key: (u) => ({ pk: `USERNAME#${u.username}`, sk: 'USER' }) },
    // People of a campus by last name, first name, username and email prefix (the member picker).
    byCampus: { index: 'gsi2', key: (u) => campusSearchKey(u, 'byCampus', u.lastName, u.firstName) },
    byCampusFirstName: { index: 'gsi3', key: (u) => campusSearchKey(u, 'byCampusFirstName', u.firstName, u.lastName) },
    byCampusUsername: { index: 'gsi4', key: (u) => campusSearchKey(u, 'byCampusUsername', u.username) },
    byCampusEmail: { index: 'gsi5', key: (u) => (u.email ? campusSearchKey(u, 'byCampusEmail', u.email) : undefined) },
  },
});

/** A local sign-in: username and scrypt hash. Used only by the local identity adapter. */
export interface CredentialRecord {
  username: string;
  userId: string;
  passwordHash: string;
}

export const credentialEntity = defineEntity<CredentialRecord>({
  name: 'Credential',
  key: (c) => ({ pk: `LOGIN#${c.username}`, sk: 'LOGIN' }),
});

/** A browser session behind the HttpOnly cookie. Expiry is checked on read (no reliance on TTL). */
export interface SessionRecord {
  sessionId: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
  /** The identity provider's refresh token, when it has one (Cognito). */
  refreshToken?: string;
}

export const sessionEntity = defineEntity<SessionRecord>({
  name: 'Session',
  key: (s) => ({ pk: `SESSION#${s.sessionId}`, sk: 'SESSION' }),
});

/**
 * A sign-in waiting for a new password (the NEW_PASSWORD_REQUIRED challenge): the right password was given for a
 * FORCE_CHANGE_PASSWORD user. Stored under a hash of the `npc` cookie's value; used once, within minutes.
 */
export interface SignInChallengeRecord {
  challengeId: string;
  userId: string;
  username: string;
  /** Cognito's Session for RespondToAuthChallenge (the Cognito adapter only). */
  providerSession?: string;
  expiresAt: string;
}

export const signInChallengeEntity = defineEntity<SignInChallengeRecord>({
  name: 'SignInChallenge',
  key: (c) => ({ pk: `CHALLENGE#${c.challengeId}`, sk: 'CHALLENGE' }),
});
