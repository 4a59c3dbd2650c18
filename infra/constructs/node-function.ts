import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** What differs between the project's Lambda functions. */
export interface NodeFunctionProps {
  /** Absolute path of the TypeScript entry exporting `handler`. */
  entry: string;
  environment?: Record<string, string>;
  description?: string;
  /** Defaults to 10 seconds. */
  timeout?: Duration;
}

// ESM output still meets CommonJS dependencies that call require(); the banner gives them one.
const requireBanner = "import { createRequire } from 'module';const require = createRequire(import.meta.url);";

/**
 * A Node.js Lambda function with the project's defaults: Node 22 on ARM, 512 MB, X-Ray, its own log group,
 * and an ESM bundle built by the local esbuild (never Docker), minified. The AWS SDK is bundled so the
 * deployed code runs the lockfile's SDK version, the one the tests ran.
 *
 * Everything is bundled: no `nodeModules` (installing packages beside a bundle runs npm at synth, which
 * needs the network) and no source maps (a map is larger than its bundle, and Node loads it at every cold
 * start). Names are kept, so stack traces in the logs still name the functions they pass through.
 * tests/infra/bundles-load.test.ts synthesizes the app offline and loads every bundle it builds.
 */
export class NodeFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      environment: props.environment,
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: requireBanner,
        minify: true,
        keepNames: true,
        sourceMap: false,
        bundleAwsSDK: true,
        forceDockerBundling: false,
      },
    });
  }
}
