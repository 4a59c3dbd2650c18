import { requireEnv } from '../auth/env';
import { cognitoAdminAccounts } from '../auth/cognito-admin-accounts';
import { cognitoClient } from '../auth/cognito-client';
import { tableUserDirectory } from '../auth/user-directory';
import { authorization } from '../authz/service';
import type { ProvisioningDependencies } from './provision-platform';

/**
 * Provisioning's dependencies in AWS: administrator accounts in the user pool (COGNITO_USER_POOL_ID), profiles
 * and tuples in the table. The local harness passes its own (the local identity store) to the same provisioning.
 */
export function cognitoProvisioningDependencies(): ProvisioningDependencies {
  return {
    accounts: cognitoAdminAccounts(cognitoClient(), requireEnv('COGNITO_USER_POOL_ID')),
    users: tableUserDirectory,
    authorization: authorization(),
  };
}
