import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campusConfigFile } from '../../../infra/paths';

/**
 * infra/config with two campus identity providers (one for all campuses, one for campus 01 alone) and CloudWatch RUM
 * as the analytics provider, as a file path.
 */
export function configWithProviders(): string {
  const config = JSON.parse(readFileSync(campusConfigFile, 'utf8'));
  config.identityProviders = [
    { name: 'PSS-SSO', label: 'PSS single sign-on', metadataUrl: 'https://sso.pss.example.edu/metadata', campusAttribute: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.5' },
    { name: 'Bayview', label: 'PSU Bayview', metadataUrl: 'https://idp.bayview.example.edu/metadata', campusCode: '01' },
  ];
  config.analytics = { provider: 'cloudwatch-rum', sessionSampleRate: 0.5 };
  const file = join(mkdtempSync(join(tmpdir(), 'config-')), 'campuses.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}
