import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { originVerifyHeader } from '../../schema/src/operations/origin-verify';
import { synthPlatform } from './support/platform';

type Origin = { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] };
type Rule = { Name: string; Statement: { RateBasedStatement?: { Limit: number; ScopeDownStatement?: unknown } } };

const distributionOf = (template: Template) =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as Record<string, unknown>;

describe('hardening found by cdk-nag', () => {
  let platform: ReturnType<typeof synthPlatform>;
  let web: Template;
  let data: Template;
  beforeAll(() => {
    platform = synthPlatform();
    web = Template.fromStack(platform.web);
    data = Template.fromStack(platform.data);
  });

  it('protects the table from deletion and logs who fetched or uploaded form images', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
    data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: Match.anyValue(),
      LoggingConfiguration: { DestinationBucketName: { Ref: Match.stringLikeRegexp('^AccessLogs') }, LogFilePrefix: 'images/' },
    });
  });

  it('logs CloudFront requests to a private log bucket', () => {
    const logging = distributionOf(web).Logging as { Bucket: unknown; Prefix: string };

    expect(logging.Prefix).toBe('cloudfront/');
    expect(JSON.stringify(logging.Bucket)).toMatch(/AccessLogs/);
  });

  it('puts a CloudFront WAF web ACL with rate limits on sign-in and /auth/api/ in front, when deployed in us-east-1', () => {
    const [aclId, acl] = Object.entries(web.findResources('AWS::WAFv2::WebACL'))[0]!;
    const rules = acl!.Properties.Rules as Rule[];
    const condition = web.toJSON().Conditions[acl!.Condition];

    expect(acl!.Properties.Scope).toBe('CLOUDFRONT');
    expect(condition).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] });
    expect(distributionOf(web).WebACLId).toEqual({ 'Fn::If': [acl!.Condition, { 'Fn::GetAtt': [aclId, 'Arn'] }, { Ref: 'AWS::NoValue' }] });
    const scoped = rules.filter((rule) => JSON.stringify(rule.Statement.RateBasedStatement?.ScopeDownStatement ?? '').includes('/auth/api/'));
    expect(scoped.map((rule) => rule.Name)).toEqual(['sign-in', 'auth-api']);
  });

  it('attaches the configured CloudFront web ACL instead of making one', () => {
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/campus/abc';
    const configured = Template.fromStack(synthPlatform({ cloudFrontWebAclArn: arn }).web);

    expect(distributionOf(configured).WebACLId).toBe(arn);
    configured.resourceCountIs('AWS::WAFv2::WebACL', 0);
  });

  it('requires TLS 1.2 of viewers when the distribution has its own certificate', () => {
    const withCertificate = Template.fromStack(
      synthPlatform({ webDomain: 'forms.campus.example.edu', webCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' }).web,
    );

    expect(distributionOf(withCertificate).ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021' });
  });

  it('sends the auth function the origin secret it checks, from Secrets Manager, never written in a template', () => {
    const auth = Template.fromStack(platform.auth);
    const origins = distributionOf(web).Origins as Origin[];
    const headers = origins.flatMap((origin) => origin.OriginCustomHeaders ?? []);
    const [secretId] = Object.keys(auth.findResources('AWS::SecretsManager::Secret'));
    const [authFunction] = Object.values(auth.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'auth',
    );

    expect(headers.map((header) => header.HeaderName)).toEqual([originVerifyHeader]);
    expect(JSON.stringify(headers[0]!.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:.*SecretString:::\}\}/);
    expect(JSON.stringify(authFunction!.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET)).toContain(`{"Ref":"${secretId}"}`);
  });
});
