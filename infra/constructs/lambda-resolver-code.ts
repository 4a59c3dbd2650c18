/**
 * The APPSYNC_JS code of every root-field resolver. The text lives in schema/src so that the local harness runs
 * exactly what the CDK app deploys without importing infra.
 */
export { lambdaResolverCode } from '../../schema/src/graphql/lambda-resolver-code';
