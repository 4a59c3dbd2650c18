import type { KnownFlag } from '../../../schema/src/flags/gated-fields';
import { signIn, type ApiClient } from '../support/local-api';

/** Sets a rollout flag's whole state as global.admin (the flags API), failing the test when it cannot. */
export async function setFlag(globalAdmin: ApiClient, key: KnownFlag, state: { enabled: boolean; campusCodes?: string[] }) {
  const answer = await globalAdmin.graphql('mutation Set($input: SetFeatureFlagInput!) { setFeatureFlag(input: $input) { key } }', { input: { key, ...state } });
  if (answer.errors) throw new Error(`Flag ${key} could not be set: ${JSON.stringify(answer.errors)}`);
}

/** Given these flags on for everyone (infra/config leaves some off, and their APIs refuse while they are). */
export async function givenFlagsOn(baseUrl: string, keys: KnownFlag[]) {
  const globalAdmin = await signIn(baseUrl, 'global.admin');
  for (const key of keys) await setFlag(globalAdmin, key, { enabled: true });
}
