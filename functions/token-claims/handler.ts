import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { campusClaims } from '../auth/campus-claims';
import { fixedCampusByProviderFromEnv } from '../auth/campus-of-identity';
import { requireEnv } from '../auth/env';

const settings = { tenantCode: requireEnv('TENANT_CODE'), fixedCampusByProvider: fixedCampusByProviderFromEnv() };

/**
 * The user pool's pre token generation trigger: adds custom:tenantCode, and custom:campusCode for people of an
 * identity provider that serves one campus, to every ID token (sign-in and refresh alike), so federated
 * people reach the platform placed on their campus. Resolvers read both claims from the token.
 */
export async function handler(event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> {
  const claims = campusClaims(event.request.userAttributes, settings);
  event.response = { claimsOverrideDetails: Object.keys(claims).length ? { claimsToAddOrOverride: claims } : {} };
  return event;
}
