/** The APPSYNC_JS code of the test-support fields where test support is off (text in schema/src, as the harness runs it). */
export { testSupportDisabledCode } from '../../schema/src/graphql/test-support-disabled-code';
