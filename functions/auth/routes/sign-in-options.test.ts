import { describe, expect, it } from 'vitest';
import type { IdentityProvider } from '../identity-provider';
import { signInOptionsOf, signInProvidersFromEnv } from './sign-in-options';

const adapter = (kind: IdentityProvider['kind'], hosted: boolean) =>
  ({ kind, ...(hosted ? { hostedSignIn: { authorizeUrl: () => '', complete: async () => ({ ok: false, reason: 'invalid-credentials' }) } } : {}) }) as IdentityProvider;
const providers = [{ id: 'Bayview', label: 'PSU Bayview' }, { id: 'COGNITO', label: 'an administrator account' }];

describe('the sign-in options', () => {
  it('offers the password form alone with the local identity store', () => {
    expect(signInOptionsOf(adapter('local', false), providers)).toEqual({ passwordForm: true, providers: [] });
  });

  it("offers Cognito's campus identity providers and the administrator sign-in, never the password form", () => {
    expect(signInOptionsOf(adapter('cognito', true), providers)).toEqual({ passwordForm: false, providers });
  });

  it('offers no buttons when the deployment has no hosted sign-in page', () => {
    expect(signInOptionsOf(adapter('cognito', false), providers)).toEqual({ passwordForm: false, providers: [] });
  });

  it('fails fast on a malformed SIGN_IN_PROVIDERS', () => {
    expect(signInProvidersFromEnv('[{"id":"Bayview","label":"PSU Bayview"}]')).toEqual([{ id: 'Bayview', label: 'PSU Bayview' }]);
    expect(() => signInProvidersFromEnv('[{"id":""}]')).toThrow('SIGN_IN_PROVIDERS');
  });
});
