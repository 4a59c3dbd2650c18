import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Observability } from '../../shared/observability';
import type { IdentityProvider } from '../identity-provider';

/** What a route of the auth service gets: the request, the identity adapter and the function's telemetry. */
export interface RouteContext {
  event: APIGatewayProxyEventV2;
  provider: IdentityProvider;
  observability: Observability;
}

/** One endpoint of the auth service. */
export type Route = (context: RouteContext) => Promise<APIGatewayProxyStructuredResultV2>;
