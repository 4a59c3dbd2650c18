import { Aws, Stack } from 'aws-cdk-lib';
import { CfnIdentityPool, CfnIdentityPoolRoleAttachment } from 'aws-cdk-lib/aws-cognito';
import { FederatedPrincipal, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import { CfnAppMonitor } from 'aws-cdk-lib/aws-rum';
import { Construct } from 'constructs';
import type { AnalyticsRuntimeConfig } from '../../schema/src/analytics/analytics-config';

export interface RumAppMonitorProps {
  /** The host the web app is served from (the CloudFront domain, or webDomain). */
  domain: string;
  /** The share of sessions recorded, 0 to 1. */
  sessionSampleRate: number;
}

/**
 * A CloudWatch RUM app monitor for the web app, and what the browser sends with: a Cognito identity pool whose
 * guest (unauthenticated) role may only put RUM events to this monitor. The web app reads `runtimeConfig` from
 * /runtime-config.json (infra/stacks/web-stack.ts) and hands the signed-in user's identity to it.
 */
export class RumAppMonitor extends Construct {
  readonly runtimeConfig: AnalyticsRuntimeConfig;
  /** The identity pool whose guests (every browser of the app) send RUM events. */
  readonly identityPool: CfnIdentityPool;

  constructor(scope: Construct, id: string, props: RumAppMonitorProps) {
    super(scope, id);
    const name = `${Stack.of(this).stackName}-web`.slice(0, 64);
    const pool = new CfnIdentityPool(this, 'IdentityPool', { allowUnauthenticatedIdentities: true, allowClassicFlow: false });
    this.identityPool = pool;
    const guestRole = new Role(this, 'GuestRole', {
      description: 'Browsers of the web app: put CloudWatch RUM events to its app monitor, nothing else',
      assumedBy: new FederatedPrincipal(
        'cognito-identity.amazonaws.com',
        {
          StringEquals: { 'cognito-identity.amazonaws.com:aud': pool.ref },
          'ForAnyValue:StringLike': { 'cognito-identity.amazonaws.com:amr': 'unauthenticated' },
        },
        'sts:AssumeRoleWithWebIdentity',
      ),
    });
    guestRole.addToPolicy(
      new PolicyStatement({ actions: ['rum:PutRumEvents'], resources: [`arn:${Aws.PARTITION}:rum:${Aws.REGION}:${Aws.ACCOUNT_ID}:appmonitor/${name}`] }),
    );
    new CfnIdentityPoolRoleAttachment(this, 'Roles', { identityPoolId: pool.ref, roles: { unauthenticated: guestRole.roleArn } });
    const monitor = new CfnAppMonitor(this, 'AppMonitor', {
      name,
      domain: props.domain,
      cwLogEnabled: false,
      appMonitorConfiguration: {
        allowCookies: true,
        enableXRay: false,
        identityPoolId: pool.ref,
        guestRoleArn: guestRole.roleArn,
        sessionSampleRate: props.sessionSampleRate,
        telemetries: ['errors', 'performance', 'http'],
      },
    });
    this.runtimeConfig = {
      provider: 'cloudwatch-rum',
      applicationId: monitor.attrId,
      region: Aws.REGION,
      identityPoolId: pool.ref,
      guestRoleArn: guestRole.roleArn,
      sessionSampleRate: props.sessionSampleRate,
    };
  }
}
