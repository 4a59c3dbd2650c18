import { describe, expect, it } from 'vitest';
import { campusClaims } from './campus-claims';

const settings = { tenantCode: 'PSS', fixedCampusByProvider: { Bayview: '01' } };
const identities = (providerName: string) => JSON.stringify([{ providerName, providerType: 'SAML' }]);

describe('the campus claims of an ID token', () => {
  it("places a person of a one-campus identity provider on that provider's campus, in the tenant", () => {
    expect(campusClaims({ identities: identities('Bayview') }, settings)).toEqual({ 'custom:tenantCode': 'PSS', 'custom:campusCode': '01' });
  });

  it('keeps the campus an identity provider released through its campus attribute', () => {
    expect(campusClaims({ identities: identities('PSS-SSO'), 'custom:campusCode': '03' }, settings)).toEqual({ 'custom:tenantCode': 'PSS' });
  });

  it('adds nothing to a local account that has both attributes', () => {
    expect(campusClaims({ 'custom:campusCode': '00', 'custom:tenantCode': 'PSS' }, settings)).toEqual({});
  });

  it('gives no campus to a person no rule places, so sign-in refuses them', () => {
    expect(campusClaims({ identities: identities('Unknown') }, settings)).toEqual({ 'custom:tenantCode': 'PSS' });
  });
});
