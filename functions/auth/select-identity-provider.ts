import { createCognitoIdentityProvider } from './cognito-identity-provider';
import type { IdentityProvider } from './identity-provider';
import { createLocalIdentityProvider } from './local-identity-provider';

const adapters = {
  local: () => createLocalIdentityProvider(),
  cognito: () => createCognitoIdentityProvider(),
} satisfies Record<IdentityProvider['kind'], () => IdentityProvider>;

/**
 * The identity adapter named by IDENTITY_PROVIDER (`local` or `cognito`). Fails fast, naming the variable,
 * when it is missing or names no adapter, and on the chosen adapter's own missing configuration.
 */
export function selectIdentityProvider(value: string | undefined = process.env.IDENTITY_PROVIDER): IdentityProvider {
  if (!value) throw new Error('Missing configuration: environment variable IDENTITY_PROVIDER must be set (local or cognito).');
  if (!Object.hasOwn(adapters, value)) {
    throw new Error(`Invalid configuration: IDENTITY_PROVIDER must be local or cognito (got "${value}").`);
  }
  return adapters[value as keyof typeof adapters]();
}
