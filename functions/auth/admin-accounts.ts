import type { GlobalAdminConfig } from '../../schema/src/sign-in-config';

/** A first administrator as provisioning asks for one: who they are and in which tenant. */
export interface AdminAccountRequest extends GlobalAdminConfig {
  tenantCode: string;
}

/**
 * The sign-in accounts of administrators named in infra/config. Cognito in AWS (a local user with password
 * and authenticator app, invited by mail), the local identity store locally (invited through the outbox).
 */
export interface AdminAccounts {
  /** The user id of the account with this email, creating and inviting it when there is none. Idempotent. */
  ensureAccount(request: AdminAccountRequest): Promise<{ userId: string; created: boolean }>;
}
