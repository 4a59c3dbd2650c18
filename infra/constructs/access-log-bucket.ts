import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** How long access logs are kept: a year covers an academic year's incident questions. */
const logRetention = Duration.days(365);

/**
 * A private bucket for access logs (S3 server access logs, CloudFront standard logs). CloudFront's standard
 * logging writes through bucket ACLs, so object ownership is OBJECT_WRITER; public access stays blocked.
 * Encrypted with S3-managed keys: S3 server access logging cannot deliver to a KMS-encrypted bucket.
 */
export const accessLogBucket = (scope: Construct, id: string) =>
  new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.OBJECT_WRITER,
    lifecycleRules: [{ expiration: logRetention }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
