import { Logger } from '@aws-lambda-powertools/logger';
import type { CdkCustomResourceEvent, CdkCustomResourceResponse } from 'aws-lambda';
import { campusConfigSchema } from '../../schema/src/campus-config';
import { provisionCampusConfiguration } from './provision-campuses';

const logger = new Logger({ serviceName: 'provisioning' });

// One physical resource for the tenant's configuration: an update rewrites it in place, never replaces it.
const physicalResourceId = 'campus-configuration';

/**
 * The onEvent handler of the campus configuration custom resource (CDK Provider framework). Create and
 * Update parse `ResourceProperties.Configuration` (the JSON of infra/config/campuses.json) and upsert it;
 * Delete does nothing, because the table and its data are retained.
 */
export async function handler(event: CdkCustomResourceEvent): Promise<CdkCustomResourceResponse> {
  logger.info('Campus configuration event', { requestType: event.RequestType });
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };

  const raw: unknown = event.ResourceProperties.Configuration;
  if (typeof raw !== 'string') {
    throw new Error('ResourceProperties.Configuration must be the campus configuration as a JSON string.');
  }
  const config = campusConfigSchema.parse(JSON.parse(raw));
  const { written } = await provisionCampusConfiguration(config);
  logger.info('Campus configuration provisioned', { written, tenant: config.tenant.code });
  return { PhysicalResourceId: physicalResourceId, Data: { Written: written } };
}
