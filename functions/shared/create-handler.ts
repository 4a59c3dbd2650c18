import { AppSyncGraphQLResolver } from '@aws-lambda-powertools/event-handler/appsync-graphql';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { AppSyncResolverEvent, Context } from 'aws-lambda';
import { AppError, type ErrorEnvelope } from './errors';
import type { Observability } from './observability';
import { callerOf } from './caller';
import { testIdToTag } from './test-id-tag';
import { appSyncCorrelationId } from './correlation-ids';
import { startInvocation } from './invocation-telemetry';
import { resolverMetrics } from '../../schema/src/operations/metric-names';
import { currentRequestContext, runInRequestContext } from './request-context';
import { flagOfField } from '../../schema/src/flags/gated-fields';
import { assertFlagOnFor } from '../flags/flag-gate';

type ResolverFunction = (
  args: Record<string, unknown>,
  options: { event: AppSyncResolverEvent<Record<string, unknown>>; context: Context },
) => unknown;

/** Where a domain registers its root fields: `Query.x` and `Mutation.y` on the Powertools AppSync router. */
export interface ResolverRegistry {
  onQuery: (fieldName: string, resolver: ResolverFunction) => void;
  onMutation: (fieldName: string, resolver: ResolverFunction) => void;
}

export type RegisterResolvers = (app: ResolverRegistry) => void;

export type DomainHandler = (event: AppSyncResolverEvent<Record<string, unknown>>, context: Context) => Promise<unknown>;

/** How a domain's callers are known. */
export interface DomainHandlerOptions {
  /**
   * The guests domain: its events come through AppSync's API key mode, without a Cognito identity; each resolver
   * verifies the guest token itself (functions/guests/guest-caller.ts). Guests' writes are never test-tagged: a
   * header anyone can send must not mark them for a suite's cleanup.
   */
  guests?: boolean;
}

const envelope = (error: AppError): ErrorEnvelope => error.toEnvelope();

const isPowertoolsErrorResult = (value: unknown): value is { error: string } =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 1 && 'error' in value;

/**
 * Builds a domain's Lambda handler: routes `Type.field` through Powertools' AppSync router, refuses events
 * without a verified caller, refuses fields behind a rollout flag that is off for the caller, tags the request with its test id (only the test-suite identity's: test-id-tag.ts),
 * and wraps each invocation in its telemetry (correlation id, cold start, trace, call / failure / latency metrics: invocation-telemetry.ts). Resolver failures come back as an error envelope, never as a Lambda failure, so AppSync (and the
 * local harness) can raise them with their code.
 */
export function createDomainHandler(observability: Observability, register: RegisterResolvers, options: DomainHandlerOptions = {}): DomainHandler {
  const { logger, metrics } = observability;
  const app = new AppSyncGraphQLResolver({ logger });
  // An AppError is an answer, not a failure: turn it into the envelope before the router sees it, so the
  // router does not log it as an error.
  const answering = (resolver: ResolverFunction): ResolverFunction => async (args, options) => {
    try {
      return await resolver(args, options);
    } catch (error) {
      if (error instanceof AppError) return envelope(error);
      throw error;
    }
  };
  // A field behind a rollout flag (schema/src/flags/gated-fields.ts) refuses before its resolver runs while the
  // flag is off for the caller: the web hides its screen, and the server must not answer for it either.
  const gated = (field: string, resolver: ResolverFunction): ResolverFunction => {
    const flag = flagOfField(field);
    if (!flag) return resolver;
    return async (args, options) => {
      await assertFlagOnFor(callerOf(options.event), flag);
      return resolver(args, options);
    };
  };
  register({
    onQuery: (fieldName, resolver) => app.onQuery(fieldName, answering(gated(`Query.${fieldName}`, resolver)) as never),
    onMutation: (fieldName, resolver) => app.onMutation(fieldName, answering(gated(`Mutation.${fieldName}`, resolver)) as never),
  });

  return async (event, context) => {
    const field = `${event.info.parentTypeName}.${event.info.fieldName}`;
    const correlationId = appSyncCorrelationId(event, context);
    const invocation = startInvocation(observability, { name: field, correlationId, context, metricNames: resolverMetrics });
    logger.appendKeys({ field });
    try {
      const testId = options.guests ? undefined : await testIdToTag(event, callerOf(event));
      const result = await runInRequestContext(testId ? { testId } : {}, async () => {
        const answer = await app.resolve(event, context);
        metrics.addMetric(resolverMetrics.dynamoRequests, MetricUnit.Count, currentRequestContext()?.dynamoRequests ?? 0);
        return answer;
      });
      if (isPowertoolsErrorResult(result)) {
        invocation.failed(new Error(result.error));
        return envelope(new AppError('INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again.'));
      }
      if (result && typeof result === 'object' && '__error' in result) {
        metrics.addMetric(resolverMetrics.clientErrors, MetricUnit.Count, 1);
      }
      return result;
    } catch (error) {
      if (error instanceof AppError) {
        metrics.addMetric(resolverMetrics.clientErrors, MetricUnit.Count, 1);
        return envelope(error);
      }
      logger.error('Unhandled resolver failure', error as Error);
      invocation.failed(error);
      return envelope(new AppError('INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again.'));
    } finally {
      invocation.end();
    }
  };
}
