import type { Node } from 'constructs';

/** A SAML identity provider of the campus, federated into the user pool. */
export interface CampusIdpSettings {
  name: string;
  metadataUrl: string;
}

/** Deploy-time settings, read from CDK context (`-c key=value` or cdk.json). Every key is optional. */
export interface PlatformSettings {
  /** `testSupport=true`: domain functions get TEST_SUPPORT=enabled (cleanupByTestId and friends). */
  testSupport: boolean;
  /** `cognitoDomainPrefix`: the hosted UI prefix; defaults to campus-forms-<account id>. */
  cognitoDomainPrefix?: string;
  /** `webDomain`: the public host of the web app, used for the OAuth callback and logout URLs. */
  webDomain?: string;
  /** `webCertificateArn`: an ACM certificate (us-east-1) for webDomain; when set, CloudFront serves webDomain. */
  webCertificateArn?: string;
  /** `campusIdpMetadataUrl` (+ optional `campusIdpName`, default Campus): the campus SAML IdP. */
  campusIdp?: CampusIdpSettings;
  /** `alarmEmail`: subscribed to the alarm topic when set. */
  alarmEmail?: string;
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

/** Reads the platform settings from the app's context. */
export function readSettings(node: Node): PlatformSettings {
  const metadataUrl = text(node, 'campusIdpMetadataUrl');
  const webDomain = text(node, 'webDomain');
  const webCertificateArn = text(node, 'webCertificateArn');
  if (webCertificateArn && !webDomain) {
    throw new Error('Context webCertificateArn is set but webDomain is not: the certificate needs its domain.');
  }
  return {
    testSupport: flag(node, 'testSupport'),
    cognitoDomainPrefix: text(node, 'cognitoDomainPrefix'),
    webDomain,
    webCertificateArn,
    campusIdp: metadataUrl ? { name: text(node, 'campusIdpName') ?? 'Campus', metadataUrl } : undefined,
    alarmEmail: text(node, 'alarmEmail'),
    cloudFrontWebAclArn: text(node, 'cloudFrontWebAclArn'),
  };
}
