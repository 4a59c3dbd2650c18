import { describe, expect, it } from 'vitest';
import { campusOfIdentity, fixedCampusByProviderFromEnv } from './campus-of-identity';

const fromBayview = { identities: JSON.stringify([{ providerName: 'Bayview', providerType: 'SAML' }]) };

describe("a Cognito user's campus", () => {
  it('is their own campus attribute when they have one, whatever their identity provider', () => {
    expect(campusOfIdentity({ ...fromBayview, 'custom:campusCode': '03' }, { Bayview: '01' })).toBe('03');
  });

  it("is their identity provider's campus when it serves one campus", () => {
    expect(campusOfIdentity(fromBayview, { Bayview: '01' })).toBe('01');
  });

  it('is unknown for a provider serving several campuses that released none, or a broken identities attribute', () => {
    expect(campusOfIdentity(fromBayview, {})).toBeUndefined();
    expect(campusOfIdentity({ identities: 'not json' }, { Bayview: '01' })).toBeUndefined();
  });

  it('reads the providers of one campus from the environment, refusing anything but names to codes', () => {
    expect(fixedCampusByProviderFromEnv('{"Bayview":"01"}')).toEqual({ Bayview: '01' });
    expect(fixedCampusByProviderFromEnv(undefined)).toEqual({});
    expect(() => fixedCampusByProviderFromEnv('{"Bayview":1}')).toThrow('FIXED_CAMPUS_BY_PROVIDER');
  });
});
