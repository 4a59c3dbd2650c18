import { afterEach, describe, expect, it } from 'vitest';
import { selectIdentityProvider } from './select-identity-provider';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('choosing the identity adapter', () => {
  it('fails fast, naming IDENTITY_PROVIDER, when it is missing', () => {
    expect(() => selectIdentityProvider(undefined)).toThrow(/IDENTITY_PROVIDER/);
  });

  it('fails fast, naming IDENTITY_PROVIDER, when it names no adapter', () => {
    expect(() => selectIdentityProvider('ldap')).toThrow(/IDENTITY_PROVIDER must be local or cognito/);
  });

  it('fails fast, naming the variable, when the Cognito adapter lacks configuration', () => {
    delete process.env.COGNITO_CLIENT_ID;
    process.env.COGNITO_USER_POOL_ID = 'us-west-2_abc';

    expect(() => selectIdentityProvider('cognito')).toThrow(/COGNITO_CLIENT_ID/);
  });

  it('builds the adapter named', () => {
    process.env.COGNITO_CLIENT_ID = 'client';
    process.env.COGNITO_USER_POOL_ID = 'us-west-2_abc';

    const kinds = [selectIdentityProvider('local').kind, selectIdentityProvider('cognito').kind];

    expect(kinds).toEqual(['local', 'cognito']);
  });
});
