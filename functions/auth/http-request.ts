import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** A request header, whatever its case. */
export function header(event: Pick<APIGatewayProxyEventV2, 'headers'>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const key = Object.keys(event.headers ?? {}).find((candidate) => candidate.toLowerCase() === wanted);
  return key ? event.headers[key] : undefined;
}

/** Whether the browser reached us over https (so cookies get `Secure`), or COOKIE_SECURE=true forces it. */
export function isSecureRequest(event: Pick<APIGatewayProxyEventV2, 'headers'>): boolean {
  if (process.env.COOKIE_SECURE === 'true') return true;
  // A proxy chain lists protocols left (the client's side) to right.
  const proto = header(event, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

/** The request body as text. */
export function bodyText(event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** The origin the browser used, for URLs it must be sent back to. */
export function requestOrigin(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const host = header(event, 'x-forwarded-host') ?? header(event, 'host') ?? event.requestContext.domainName;
  return `${isSecureRequest(event) ? 'https' : 'http'}://${host}`;
}
