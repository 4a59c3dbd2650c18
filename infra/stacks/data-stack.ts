import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tableLayout } from '../../functions/data/table-layout';
import { accessLogBucket } from '../constructs/access-log-bucket';

export type DataStackProps = StackProps;

const string = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The one DynamoDB table, built from functions/data/table-layout.ts, and the images bucket. infra/config is
 * provisioned into the table by the auth stack (infra/constructs/platform-provisioning.ts): it needs the user
 * pool for the first administrators.
 */
export class DataStack extends Stack {
  readonly table: ITable;
  /** Images uploaded to forms: private, reached only through short-lived signed addresses. */
  readonly imageBucket: IBucket;

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);
    const table = new Table(this, 'Table', {
      partitionKey: string(tableLayout.partitionKey),
      sortKey: string(tableLayout.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN,
      // Every form, answer and permission lives here: deleting it takes a deliberate second step.
      deletionProtection: true,
    });
    for (const index of tableLayout.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: string(index.partitionKey),
        sortKey: string(index.sortKey),
        projectionType: ProjectionType[index.projection],
      });
    }
    this.table = table;
    this.imageBucket = new Bucket(this, 'Images', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // Who fetched or uploaded which image: the signed addresses are bearer grants, so their use is logged.
      serverAccessLogsBucket: accessLogBucket(this, 'AccessLogs'),
      serverAccessLogsPrefix: 'images/',
      // The browser PUTs and GETs with signed addresses from the web app's origin; the signature is the grant.
      cors: [{ allowedMethods: [HttpMethods.PUT, HttpMethods.GET], allowedOrigins: ['*'], allowedHeaders: ['content-type'], maxAge: 3000 }],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
  }
}
