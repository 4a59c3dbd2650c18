import type { UserRecord } from '../data/entities/people';
import type { IssuedToken } from './access-token';

/** A verified user and a fresh bearer token for them. */
export interface SignedIn {
  user: UserRecord;
  token: IssuedToken;
}

/** A sign-in that opened a session: `sessionId` is the cookie value, a secret only the browser holds. */
export interface NewSession extends SignedIn {
  sessionId: string;
  maxAgeSeconds: number;
}

/** Why a sign-in was refused. The handler decides what to tell the caller about each. */
export type SignInFailureReason =
  | 'invalid-credentials'
  | 'inactive'
  // A password change or MFA step that the username-and-password form cannot do.
  | 'challenge-required'
  | 'incomplete-profile'
  // The new-password step: its challenge is missing, expired or used, or the new password breaks the policy.
  | 'challenge-expired'
  | 'password-policy';

/** The right password of a FORCE_CHANGE_PASSWORD user: no session yet, a challenge to answer with a new password. */
export interface NewPasswordRequired {
  ok: false;
  reason: 'new-password-required';
  /** The `npc` cookie's value, for {@link IdentityProvider.completeNewPassword}. */
  challengeId: string;
}

export type SignInResult = { ok: true; session: NewSession } | { ok: false; reason: SignInFailureReason } | NewPasswordRequired;

/** What the hosted sign-in page needs to send the browser back to us (OAuth 2 code flow with PKCE). */
export interface AuthorizeRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  /** A federated identity provider to go straight to (the campus IdP), skipping the chooser. */
  identityProvider?: string;
}

/** The browser-redirect sign-in of a provider with a hosted login page (Cognito's hosted UI). */
export interface HostedSignIn {
  authorizeUrl(request: AuthorizeRequest): string;
  /** Exchanges the authorization code and opens a session. */
  complete(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<SignInResult>;
}

/**
 * Who the user is and whether their session still holds. One adapter per deployment: the local one (users
 * and scrypt hashes in the table, tokens signed with a local key) or Cognito. Sessions live in the table
 * either way, behind an HttpOnly cookie.
 */
export interface IdentityProvider {
  readonly kind: 'local' | 'cognito';
  signIn(username: string, password: string): Promise<SignInResult>;
  /**
   * Answers a new-password challenge (Cognito's NEW_PASSWORD_REQUIRED): sets the password, makes the user ACTIVE
   * and opens a session. The challenge is used up whatever the outcome but a policy refusal, as Cognito's is.
   */
  completeNewPassword(challengeId: string, newPassword: string): Promise<SignInResult>;
  /** A fresh token for a live session, or undefined when the session is missing, expired or revoked. */
  refresh(sessionId: string): Promise<SignedIn | undefined>;
  /** Ends a session (and whatever the provider holds for it). Unknown sessions are not an error. */
  signOut(sessionId: string): Promise<void>;
  hostedSignIn?: HostedSignIn;
}
