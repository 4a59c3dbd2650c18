import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { originVerifyHeader } from '../../schema/src/operations/origin-verify';
import { header } from './http-request';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request came through CloudFront: it carries the origin secret CloudFront adds (a viewer's own
 * header of that name is overwritten by CloudFront). The function URL is public, so without this a caller
 * could reach the auth API around CloudFront and its WAF rate limits. `expected` comes from
 * ORIGIN_VERIFY_SECRET, which the CDK app always sets; the local harness, with no CDN in front, sets none.
 */
export function cameThroughCdn(event: Pick<APIGatewayProxyEventV2, 'headers'>, expected = process.env.ORIGIN_VERIFY_SECRET): boolean {
  if (!expected) return true;
  const given = header(event, originVerifyHeader);
  // Digests have equal lengths, so the comparison takes the same time whatever was sent.
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}
