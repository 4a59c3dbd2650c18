import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { configWithProviders } from './support/config-with-providers';
import { synthPlatform } from './support/platform';

interface Behaviour {
  PathPattern: string;
  TargetOriginId: string;
  AllowedMethods: string[];
  CachePolicyId: string;
  OriginRequestPolicyId: string;
  FunctionAssociations?: unknown[];
}

describe('WebStack', () => {
  let template: Template;
  let config: {
    CacheBehaviors: Behaviour[];
    Origins: Array<{ Id: string; DomainName: unknown }>;
    DefaultCacheBehavior: Behaviour;
  };
  beforeAll(() => {
    template = Template.fromStack(synthPlatform().web);
    config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
  });
  const behaviour = (path: string) => config.CacheBehaviors.find((candidate) => candidate.PathPattern === path)!;
  const originOf = (path: string) =>
    JSON.stringify(config.Origins.find((origin) => origin.Id === behaviour(path).TargetOriginId)!.DomainName);

  it('serves the SPA from a private bucket through origin access control, with an edge fallback to index.html', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicAcls: true, RestrictPublicBuckets: true }),
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'"),
    });
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(config).not.toHaveProperty('CustomErrorResponses');
  });

  it('forwards /platform-shell/graphql to AppSync uncached, rewritten to /graphql', () => {
    const graphql = behaviour('/platform-shell/graphql');

    expect(graphql.AllowedMethods).toContain('POST');
    expect(graphql.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(graphql.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(graphql.FunctionAssociations).toHaveLength(1);
    expect(originOf('/platform-shell/graphql')).toContain('GraphQLUrl');
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/graphql'[\\s\\S]*Bearer"),
    });
  });

  it('forwards every service endpoint the spec names to the same AppSync API, as the main graph', () => {
    const main = behaviour('/platform-shell/graphql');
    for (const path of ['/form-builder/graphql', '/relationship-v2/graphql', '/library-management/graphql', '/branding/graphql', '/documents/graphql', '/dashboard/graphql']) {
      expect(behaviour(path)).toEqual({ ...main, PathPattern: path });
      expect(originOf(path)).toBe(originOf('/platform-shell/graphql'));
    }
  });

  it('forwards /auth/* to the auth Function URL uncached, with cookies, headers and the viewer host', () => {
    const auth = behaviour('/auth/*');

    expect(auth.AllowedMethods).toContain('POST');
    expect(auth.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(auth.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(originOf('/auth/*')).toContain('FunctionUrl');
    expect(auth.FunctionAssociations).toHaveLength(1);
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("headers\\['x-forwarded-host'\\] = \\{ value: request.headers.host.value \\}"),
    });
  });

  it('forwards /public/api/* (the guest session, guest17) to the auth Function URL like /auth/*, so the guest cookie scoped to /public reaches it', () => {
    const guests = behaviour('/public/api/*');

    expect(guests.AllowedMethods).toContain('POST');
    expect(guests.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(guests.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(guests.TargetOriginId).toBe(behaviour('/auth/*').TargetOriginId);
  });

  it("registers the distribution's origin as the Cognito web client's callback once it exists, again whenever the client changes", () => {
    const [urls] = Object.values(template.findResources('Custom::WebClientUrls'));
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).map((policy) => JSON.stringify(policy.Properties));
    const withDomain = Template.fromStack(synthPlatform({ webDomain: 'forms.example.edu' }).web);
    const [urlsWithDomain] = Object.values(withDomain.findResources('Custom::WebClientUrls'));

    expect(JSON.stringify(urls!.Properties.Origins)).toContain('DomainName');
    expect(JSON.stringify(urls!.Properties.ClientId)).toContain('WebClient');
    expect(urls!.Properties.ClientFingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(urlsWithDomain!.Properties.Origins[1]).toBe('https://forms.example.edu');
    expect(urlsWithDomain!.Properties.ClientFingerprint).not.toBe(urls!.Properties.ClientFingerprint);
    expect(policies.some((policy) => policy.includes('cognito-idp:UpdateUserPoolClient') && policy.includes('cognito-idp:DescribeUserPoolClient'))).toBe(true);
  });

  it('deploys the built web app only when it exists, invalidating the distribution', () => {
    const built = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(built, 'index.html'), '<!doctype html>');
    const withContent = Template.fromStack(synthPlatform({}, built).web);

    withContent.hasResourceProperties('Custom::CDKBucketDeployment', { DistributionPaths: ['/*'] });
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('sets up no analytics by default, and a CloudWatch RUM app monitor with guest-only credentials when infra/config asks', () => {
    const rum = Template.fromStack(synthPlatform({ configFile: configWithProviders() }).web);

    template.resourceCountIs('AWS::RUM::AppMonitor', 0);
    template.resourceCountIs('AWS::Cognito::IdentityPool', 0);
    rum.hasResourceProperties('AWS::RUM::AppMonitor', {
      AppMonitorConfiguration: Match.objectLike({ SessionSampleRate: 0.5, AllowCookies: true, Telemetries: ['errors', 'performance', 'http'] }),
    });
    rum.hasResourceProperties('AWS::Cognito::IdentityPool', { AllowUnauthenticatedIdentities: true, AllowClassicFlow: false });
    rum.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: [Match.objectLike({ Action: 'rum:PutRumEvents', Resource: Match.objectLike({ 'Fn::Join': Match.anyValue() }) })] },
    });
  });

  it('writes runtime-config.json beside the web app, naming the analytics provider', () => {
    const built = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(built, 'index.html'), '<!doctype html>');
    const none = Template.fromStack(synthPlatform({}, built).web);
    const rum = Template.fromStack(synthPlatform({ configFile: configWithProviders() }, built).web);

    const deployment = (stack: Template) => Object.values(stack.findResources('Custom::CDKBucketDeployment'))[0]!.Properties;

    // The build and runtime-config.json; RUM's ids are filled in at deploy time (markers), none's file is static.
    expect(deployment(none).SourceObjectKeys).toHaveLength(2);
    expect(deployment(rum).SourceObjectKeys).toHaveLength(2);
    expect(JSON.stringify(deployment(rum).SourceMarkers)).toMatch(/AppMonitor[\s\S]*IdentityPool|IdentityPool[\s\S]*AppMonitor/);
  });
});
