import { Annotations, Aws, CfnCondition, CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { WebRuntimeConfig } from '../../schema/src/analytics/analytics-config';
import { serviceEndpointPaths } from '../../schema/src/api/service-endpoints';
import { originVerifyHeader } from '../../schema/src/operations/origin-verify';
import { accessLogBucket } from '../constructs/access-log-bucket';
import { forwardedHostFunction, graphqlPathFunction, spaFallbackFunction } from '../constructs/edge-functions';
import { edgeRateLimits } from '../constructs/rate-limits';
import { WebAcl } from '../constructs/web-acl';
import { RumAppMonitor } from '../constructs/rum-app-monitor';
import { WebClientUrls, type WebClientRef } from '../constructs/web-client-urls';
import { builtWebAssets, functionEntry, type EntryOf } from '../paths';
import type { PlatformSettings } from '../settings';

export interface WebStackProps extends StackProps {
  /** The AppSync GraphQL endpoint, https://<host>/graphql. */
  graphqlUrl: string;
  authFunctionUrl: IFunctionUrl;
  /** The Cognito client the web app signs in through: its callback URLs are registered here. */
  webClient: WebClientRef;
  settings: Pick<PlatformSettings, 'webDomain' | 'webCertificateArn' | 'cloudFrontWebAclArn'> & {
    /** infra/config's `analytics`: where the signed-in user's identity goes (none by default). */
    platformConfig: Pick<PlatformSettings['platformConfig'], 'analytics'>;
  };
  entryOf?: EntryOf;
  /** Sent to the auth function in the origin-verify header, which it requires. */
  originVerifySecret: ISecret;
  /** guest17: the guests' AppSync API key, which /runtime-config.json hands the public pages. */
  guestApiKey: string;
  /** The built web app; defaults to dist/web when it has been built. Null deploys no content. */
  webAssets?: string | null;
}

/**
 * The web app's one origin for the browser: the SPA from a private bucket, GraphQL forwarded to AppSync at
 * /platform-shell/graphql, and the auth API at /auth/*, so session cookies stay first-party.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** Copies the web build into the bucket and invalidates the distribution; absent when there is no build. */
  readonly webContent?: BucketDeployment;
  /** The private bucket the SPA is served from. */
  readonly webBucket: Bucket;
  /** The CloudWatch RUM app monitor, when infra/config's analytics provider is cloudwatch-rum. */
  rum?: RumAppMonitor;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const logs = accessLogBucket(this, 'AccessLogs');
    const bucket = new Bucket(this, 'WebBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'web-bucket/',
    });
    this.webBucket = bucket;
    const { webDomain, webCertificateArn } = props.settings;
    const apiBehaviour: Omit<BehaviorOptions, 'origin'> = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Every viewer header, cookie and query string; the origin's own Host, or AppSync and Lambda refuse it.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
    const graphqlBehaviour: BehaviorOptions = {
      ...apiBehaviour,
      origin: new HttpOrigin(Fn.select(2, Fn.split('/', props.graphqlUrl)), {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      }),
      functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: graphqlPathFunction(this) }],
    };
    // The auth function, for /auth/* and the guest session: only through CloudFront (the origin-verify secret).
    const authBehaviour = {
      ...apiBehaviour,
      origin: new FunctionUrlOrigin(props.authFunctionUrl, {
        customHeaders: { [originVerifyHeader]: props.originVerifySecret.secretValue.unsafeUnwrap() },
      }),
      functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: forwardedHostFunction(this) }],
    };
    const distribution = new Distribution(this, 'Distribution', {
      comment: 'Campus forms web app',
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultRootObject: 'index.html',
      ...(webCertificateArn && webDomain
        ? {
            domainNames: [webDomain],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', webCertificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      webAclId: this.edgeWebAcl(props.settings.cloudFrontWebAclArn),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallbackFunction(this) }],
      },
      additionalBehaviors: {
        // The spec's service endpoints (the main graph, form-builder, relationship-v2 ...) are one AppSync API.
        ...Object.fromEntries(serviceEndpointPaths.map((path) => [path, graphqlBehaviour])),
        '/auth/*': authBehaviour,
        // guest17: the guest session, under /public where the guest cookie (Path=/public) is sent.
        '/public/api/*': authBehaviour,
      },
    });
    this.distribution = distribution;
    new WebClientUrls(this, 'WebClientUrls', {
      ...props.webClient,
      origins: [`https://${distribution.distributionDomainName}`, ...(webDomain ? [`https://${webDomain}`] : [])],
      entry: (props.entryOf ?? functionEntry)('web-client-urls'),
    });

    const runtimeConfig = this.runtimeConfig(props.settings.platformConfig.analytics, webDomain ?? distribution.distributionDomainName);
    const webAssets = props.webAssets === undefined ? builtWebAssets() : props.webAssets;
    if (webAssets) {
      this.webContent = new BucketDeployment(this, 'WebContent', {
        // The build, and the settings the app reads at run time (values known only once deployed).
        sources: [Source.asset(webAssets), Source.jsonData('runtime-config.json', { ...runtimeConfig, guestApiKey: props.guestApiKey })],
        destinationBucket: bucket,
        distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    } else {
      Annotations.of(this).addWarning('dist/web is not built (npm run build:web): this synth deploys no web content.');
    }
    new CfnOutput(this, 'WebUrl', { value: `https://${webDomain ?? distribution.distributionDomainName}` });
    new CfnOutput(this, 'DistributionDomainName', { value: distribution.distributionDomainName });
  }

  /**
   * What /runtime-config.json tells the web app: the analytics provider of infra/config, with the CloudWatch RUM
   * app monitor made here when it is `cloudwatch-rum`.
   */
  private runtimeConfig(analytics: PlatformSettings['platformConfig']['analytics'], domain: string): WebRuntimeConfig {
    if (analytics.provider !== 'cloudwatch-rum') return { analytics: { provider: 'none' } };
    this.rum = new RumAppMonitor(this, 'Rum', { domain, sessionSampleRate: analytics.sessionSampleRate });
    return { analytics: this.rum.runtimeConfig };
  }

  /**
   * The distribution's WAF web ACL. A CloudFront ACL can only be created in us-east-1 and these stacks name no
   * region, so: the ACL of settings `cloudFrontWebAclArn` when given; else one created here, on the condition
   * that the stack is deployed in us-east-1; elsewhere none (docs/architecture.md, "Infrastructure rules").
   */
  private edgeWebAcl(givenArn: string | undefined): string {
    if (givenArn) return givenArn;
    const inUsEast1 = new CfnCondition(this, 'EdgeFirewallRegion', { expression: Fn.conditionEquals(Aws.REGION, 'us-east-1') });
    const firewall = new WebAcl(this, 'EdgeFirewall', { scope: 'CLOUDFRONT', metricName: `${this.stackName}-edge`, rateLimits: edgeRateLimits });
    firewall.acl.cfnOptions.condition = inUsEast1;
    return Fn.conditionIf(inUsEast1.logicalId, firewall.acl.attrArn, Aws.NO_VALUE).toString();
  }
}
