import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { Node } from 'constructs';
import { campusConfigSchema, type CampusConfig } from '../schema/src/campus-config';
import { campusConfigFile, repoRoot } from './paths';

/** Deploy-time settings, read from CDK context (`-c key=value` or cdk.json) and infra/config. */
export interface PlatformSettings {
  /** `testSupport=true`: domain functions get TEST_SUPPORT=enabled (cleanupByTestId and friends). */
  testSupport: boolean;
  /** `cognitoDomainPrefix`: the hosted UI prefix; defaults to campus-forms-<account id>. */
  cognitoDomainPrefix?: string;
  /** `webDomain`: a public host of the web app besides the CloudFront domain (OAuth callback and logout URLs). */
  webDomain?: string;
  /** `webCertificateArn`: an ACM certificate (us-east-1) for webDomain; when set, CloudFront serves webDomain. */
  webCertificateArn?: string;
  /** `alarmEmail`: subscribed to the alarm topic when set. */
  alarmEmail?: string;
  /**
   * The platform configuration (`configFile`, default infra/config/campuses.json): campuses, identity
   * providers, first administrators and flags. Parsed at synth, so a broken file fails the synth, not the deploy.
   */
  platformConfig: CampusConfig;
  /**
   * `cloudFrontWebAclArn`: a WAF web ACL (scope CLOUDFRONT, made in us-east-1) for the distribution. Without it
   * the Web stack makes its own when deployed in us-east-1, and has none elsewhere.
   */
  cloudFrontWebAclArn?: string;
}

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string, got ${JSON.stringify(value)}.`);
  return value;
}

function flag(node: Node, key: string): boolean {
  const value: unknown = node.tryGetContext(key);
  return value === true || value === 'true';
}

/** Reads and validates the platform configuration file, naming the file in any problem. */
export function readPlatformConfig(file = campusConfigFile): CampusConfig {
  const result = campusConfigSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new Error(`${file} is not a valid platform configuration: ${problems}`);
}

/** Reads the platform settings from the app's context. */
export function readSettings(node: Node): PlatformSettings {
  const webDomain = text(node, 'webDomain');
  const webCertificateArn = text(node, 'webCertificateArn');
  if (webCertificateArn && !webDomain) {
    throw new Error('Context webCertificateArn is set but webDomain is not: the certificate needs its domain.');
  }
  if (text(node, 'campusIdpMetadataUrl')) {
    throw new Error('Context campusIdpMetadataUrl is gone: identity providers are set in infra/config (identityProviders).');
  }
  const configFile = text(node, 'configFile');
  return {
    testSupport: flag(node, 'testSupport'),
    cognitoDomainPrefix: text(node, 'cognitoDomainPrefix'),
    webDomain,
    webCertificateArn,
    alarmEmail: text(node, 'alarmEmail'),
    platformConfig: readPlatformConfig(configFile ? (isAbsolute(configFile) ? configFile : join(repoRoot, configFile)) : campusConfigFile),
    cloudFrontWebAclArn: text(node, 'cloudFrontWebAclArn'),
  };
}
