import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableLayout } from '../../functions/data/table-layout';
import { synthPlatform } from './support/platform';

describe('DataStack', () => {
  let template: Template;
  beforeAll(() => {
    template = Template.fromStack(synthPlatform().data);
  });

  it('builds the one table from the table layout, every index included', () => {
    const table = template.findResources('AWS::DynamoDB::Table');
    expect(Object.keys(table)).toHaveLength(1);
    const properties = Object.values(table)[0]!.Properties;
    const indexes = tableLayout.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: index.projection },
    }));

    expect(properties.KeySchema).toEqual([
      { AttributeName: tableLayout.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableLayout.sortKey, KeyType: 'RANGE' },
    ]);
    expect(properties.GlobalSecondaryIndexes).toEqual(indexes);
    expect(properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(Object.values(table)[0]!.DeletionPolicy).toBe('Retain');
  });

  it('keeps form images in a private, encrypted bucket that only takes TLS', () => {
    const bucket = Object.values(template.findResources('AWS::S3::Bucket'))[0]!;

    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault).toEqual({ SSEAlgorithm: 'AES256' });
    expect(bucket.DeletionPolicy).toBe('Retain');
    const policy = Object.values(template.findResources('AWS::S3::BucketPolicy'))[0]!;
    expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
  });
});
