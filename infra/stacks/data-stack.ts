import { readFileSync } from 'node:fs';
import { CustomResource, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Provider } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { tableLayout } from '../../functions/data/table-layout';
import { campusConfigSchema } from '../../schema/src/campus-config';
import { accessLogBucket } from '../constructs/access-log-bucket';
import { NodeFunction } from '../constructs/node-function';
import { campusConfigFile, functionEntry, type EntryOf } from '../paths';

export interface DataStackProps extends StackProps {
  entryOf?: EntryOf;
}

const string = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The one DynamoDB table, built from functions/data/table-layout.ts, and the campus configuration provisioned
 * into it by a custom resource. The resource's property is the configuration itself, so editing the file and
 * redeploying provisions it again (the writes are idempotent upserts).
 */
export class DataStack extends Stack {
  readonly table: ITable;
  /** Images uploaded to forms: private, reached only through short-lived signed addresses. */
  readonly imageBucket: IBucket;
  /** The custom resource's function that provisions the campus configuration (watched like the others). */
  readonly provisioningFunction: IFunction;

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
    this.provisioningFunction = this.provisionCampuses(props.entryOf ?? functionEntry);
  }

  private provisionCampuses(entryOf: EntryOf): IFunction {
    // Parsed at synth so a broken configuration fails the synth, not the deploy.
    const configuration = JSON.stringify(campusConfigSchema.parse(JSON.parse(readFileSync(campusConfigFile, 'utf8'))));
    const onEvent = new NodeFunction(this, 'ProvisionCampuses', {
      entry: entryOf('provisioning'),
      description: 'Provisions the campus configuration into the table (CloudFormation custom resource).',
      timeout: Duration.minutes(5),
      environment: { TABLE_NAME: this.table.tableName },
    });
    this.table.grantReadWriteData(onEvent);
    const provider = new Provider(this, 'ProvisionCampusesProvider', { onEventHandler: onEvent });
    new CustomResource(this, 'CampusConfiguration', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::CampusConfiguration',
      properties: { Configuration: configuration },
    });
    return onEvent;
  }
}
