import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { nagRulePacks } from '../../infra/nag/rule-packs';
import { configWithProviders } from './support/config-with-providers';
import { buildPlatform } from './support/platform';

/** Every finding of both packs that no acknowledgement covers, as `rule at construct path`. */
function unacknowledgedFindings(scope: Parameters<ReturnType<typeof nagRulePacks>[number]['validateScope']>[0]) {
  return nagRulePacks().flatMap((pack) =>
    pack.validateScope(scope).violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath}`),
    ),
  );
}

type PolicyStatement = { Action: string | string[]; Resource: unknown };

/** A built web app of one page: with it the web stack adds CDK's BucketDeployment, as every real deploy does. */
function builtWebApp() {
  const folder = mkdtempSync(join(tmpdir(), 'nag-web-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Campus forms</title>');
  return folder;
}

describe('cdk-nag gate (AwsSolutions and Serverless packs)', () => {
  /** Every setting given, so findings that only appear with them (a certificate, an IdP, an ACL) are seen too. */
  const configured = {
    webDomain: 'forms.campus.example.edu',
    webCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    configFile: configWithProviders(),
    alarmEmail: 'ops@campus.example.edu',
    cloudFrontWebAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/campus/abc',
    mailFromAddress: 'forms@campus.example.edu',
  };

  const webApp = builtWebApp();

  it.each([
    ['without web content (dist/web not built)', null],
    ['with web content (dist/web built, as on every deploy)', webApp],
  ])('finds nothing unacknowledged in the whole platform %s: test support on and off, every setting given', (_, webAssets) => {
    for (const context of [{ testSupport: false }, { testSupport: true }, { ...configured, testSupport: true }]) {
      const { app } = buildPlatform({ context, webAssets });
      // Synthesized first, so findings name cross-stack references as the deployed templates do (imports).
      app.synth();

      expect(unacknowledgedFindings(app)).toEqual([]);
    }
  });

  it.each([
    ['without web content', null],
    ['with web content', webApp],
  ])('lets the app synthesize with the packs registered, as npm run synth does, %s', (_, webAssets) => {
    const { app } = buildPlatform({ nagChecks: true, webAssets });

    expect(() => app.synth()).not.toThrow();
  });

  it('fails the synth on a new finding, naming the rule', () => {
    const { app, stacks } = buildPlatform({ nagChecks: true });
    new Bucket(stacks.data, 'CarelessBucket');

    expect(() => app.synth()).toThrow(/AwsSolutions-S1[\s\S]*CampusForms-Data\/CarelessBucket/);
  });

  it('grants nothing on every resource but X-Ray tracing, log retention and the web deployment\'s invalidation (the acknowledged IAM5 Resource::*)', () => {
    const { stacks } = buildPlatform({ webAssets: webApp });
    const onEverything = (policyOf: (logicalId: string) => boolean) =>
      Object.values(stacks)
        .flatMap((stack: Stack) => Object.entries(Template.fromStack(stack).findResources('AWS::IAM::Policy')))
        .filter(([logicalId]) => policyOf(logicalId))
        .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as PolicyStatement[])
        .filter((statement) => statement.Resource === '*')
        .flatMap((statement) => [statement.Action].flat());
    const ofWebDeployment = (logicalId: string) => logicalId.startsWith('CustomCDKBucketDeployment');

    expect(new Set(onEverything((logicalId) => !ofWebDeployment(logicalId)))).toEqual(
      new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords', 'logs:PutRetentionPolicy', 'logs:DeleteRetentionPolicy']),
    );
    expect(new Set(onEverything(ofWebDeployment))).toEqual(new Set(['cloudfront:GetInvalidation', 'cloudfront:CreateInvalidation']));
  });
});
