import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { campusConfigSchema } from './campus-config';

const shipped = JSON.parse(readFileSync(new URL('../../infra/config/campuses.json', import.meta.url), 'utf8'));

describe('campus configuration', () => {
  it('accepts the shipped configuration with every campus code the spec uses', () => {
    const config = campusConfigSchema.parse(shipped);

    expect(config.campuses.map((campus) => campus.code)).toEqual([
      '00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '94', 'ANR', 'CI',
    ]);
  });

  it('rejects a program whose domain does not exist, naming it', () => {
    const broken = { ...shipped, programs: [{ ...shipped.programs[0], domainId: 'nowhere' }] };

    const result = campusConfigSchema.safeParse(broken);

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown domain nowhere');
  });
});

describe('the sign-in sections of the configuration', () => {
  const withProviders = (identityProviders: unknown[]) => ({ ...shipped, identityProviders });

  it('takes an identity provider that serves one campus or one that says the campus in an attribute', () => {
    const config = campusConfigSchema.parse(
      withProviders([
        { name: 'Bayview', label: 'PSU Bayview', metadataUrl: 'https://idp.bayview.example.edu/metadata', campusCode: '01' },
        { name: 'PSS-SSO', label: 'PSS single sign-on', metadataUrl: 'https://sso.pss.example.edu/metadata', campusAttribute: 'urn:oid:campus' },
      ]),
    );

    expect(config.identityProviders.map((provider) => provider.name)).toEqual(['Bayview', 'PSS-SSO']);
  });

  it('refuses a provider naming both or neither way of finding the campus, or an unknown campus', () => {
    const both = { name: 'A', label: 'A', metadataUrl: 'https://a.example.edu/m', campusCode: '01', campusAttribute: 'campus' };
    const neither = { name: 'B', label: 'B', metadataUrl: 'https://b.example.edu/m' };
    const unknown = { name: 'C', label: 'C', metadataUrl: 'https://c.example.edu/m', campusCode: 'ZZ' };

    expect(campusConfigSchema.safeParse(withProviders([both])).success).toBe(false);
    expect(campusConfigSchema.safeParse(withProviders([neither])).success).toBe(false);
    expect(campusConfigSchema.safeParse(withProviders([unknown])).error?.issues[0]?.message).toBe('Unknown campus ZZ');
  });

  it('refuses a metadata address that is not https', () => {
    const plain = { name: 'A', label: 'A', metadataUrl: 'http://a.example.edu/m', campusCode: '01' };

    expect(campusConfigSchema.safeParse(withProviders([plain])).success).toBe(false);
  });

  it('refuses a duplicate flag and an administrator on an unknown campus', () => {
    const flags = { ...shipped, featureFlags: [{ key: 'a', enabled: true }, { key: 'a', enabled: false }] };
    const admins = { ...shipped, globalAdmins: [{ email: 'x@example.edu', firstName: 'X', lastName: 'Y', campusCode: 'ZZ' }] };

    expect(campusConfigSchema.safeParse(flags).error?.issues[0]?.message).toBe('Duplicate a');
    expect(campusConfigSchema.safeParse(admins).error?.issues[0]?.message).toBe('Unknown campus ZZ');
  });

  it('treats missing sections as empty, so an older file still deploys', () => {
    const { identityProviders: _providers, globalAdmins: _admins, featureFlags: _flags, ...older } = shipped;

    expect(campusConfigSchema.parse(older)).toMatchObject({ identityProviders: [], globalAdmins: [], featureFlags: [] });
  });
});
