import { fixedCampusByProviderFromEnv } from './campus-of-identity';
import { cognitoClient } from './cognito-client';
import { cognitoPeopleDirectory } from './cognito-people-directory';
import { requireEnv } from './env';
import type { PeopleDirectory } from './people-directory';
import { tablePeopleDirectory } from './table-people-directory';

/**
 * The people directory of the deployment's identity provider (IDENTITY_PROVIDER): Cognito's user pool
 * (COGNITO_USER_POOL_ID, FIXED_CAMPUS_BY_PROVIDER) or the local identity store. Fails fast on what is missing.
 */
export function selectPeopleDirectory(provider = process.env.IDENTITY_PROVIDER): PeopleDirectory {
  if (provider === 'cognito') {
    return cognitoPeopleDirectory(cognitoClient(), requireEnv('COGNITO_USER_POOL_ID'), fixedCampusByProviderFromEnv());
  }
  if (provider === 'local') return tablePeopleDirectory;
  throw new Error(`Missing configuration: IDENTITY_PROVIDER must be local or cognito (got "${provider ?? ''}").`);
}
