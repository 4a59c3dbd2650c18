import { AppSyncClient } from '@aws-sdk/client-appsync';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { guestKeyMetrics } from '../../schema/src/operations/metric-names';
import { eventBridgeCorrelationId } from '../shared/correlation-ids';
import { startInvocation } from '../shared/invocation-telemetry';
import { extendGuestKeys, type ExtendedKey } from './extend-guest-keys';
import { logger, observability } from './telemetry';

const appSync = new AppSyncClient({});

/**
 * The guest key keeper, fired weekly by an EventBridge rule (infra/stacks/api-stack.ts): pushes the guests' API
 * key's expiry a year out. A failure fails the invocation, which the function's error alarm reports; the key
 * still has most of a year.
 */
export async function handler(event: Pick<ScheduledEvent, 'id' | 'time'>, context?: Context): Promise<ExtendedKey[]> {
  const invocation = startInvocation(observability, { name: 'guest key extension', correlationId: eventBridgeCorrelationId(event, context), context, metricNames: guestKeyMetrics });
  try {
    const apiId = process.env.API_ID;
    if (!apiId) throw new Error('The environment variable API_ID must be set');
    const extended = await extendGuestKeys({ appSync, apiId, now: new Date() });
    logger.info('Guest API keys extended', { extended });
    return extended;
  } catch (error) {
    invocation.failed(error);
    logger.error('Guest API key extension failed', error as Error);
    throw error;
  } finally {
    invocation.end();
  }
}
