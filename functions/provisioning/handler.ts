import { Logger } from '@aws-lambda-powertools/logger';
import type { CdkCustomResourceEvent, CdkCustomResourceResponse } from 'aws-lambda';
import { campusConfigSchema } from '../../schema/src/campus-config';
import { provisionPlatform } from './provision-platform';
import { cognitoProvisioningDependencies } from './provisioning-dependencies';

const logger = new Logger({ serviceName: 'provisioning' });

// One physical resource for the tenant's configuration: an update rewrites it in place, never replaces it.
const physicalResourceId = 'campus-configuration';

/**
 * The onEvent handler of the platform configuration custom resource (CDK Provider framework). Create and
 * Update parse `ResourceProperties.Configuration` (the JSON of infra/config/campuses.json) and provision it:
 * campuses, feature flags, first administrators. Delete does nothing: the table and its data are retained.
 */
export async function handler(event: CdkCustomResourceEvent): Promise<CdkCustomResourceResponse> {
  logger.info('Platform configuration event', { requestType: event.RequestType });
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };

  const raw: unknown = event.ResourceProperties.Configuration;
  if (typeof raw !== 'string') {
    throw new Error('ResourceProperties.Configuration must be the campus configuration as a JSON string.');
  }
  const config = campusConfigSchema.parse(JSON.parse(raw));
  const summary = await provisionPlatform(config, cognitoProvisioningDependencies());
  logger.info('Platform configuration provisioned', { ...summary, tenant: config.tenant.code });
  return { PhysicalResourceId: physicalResourceId, Data: { Written: summary.written } };
}
