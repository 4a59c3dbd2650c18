import { campusOfIdentity, type CognitoAttributes } from './campus-of-identity';

/**
 * The claims a person's ID token must gain so the platform can place them: their tenant (one per deployment)
 * and, when their identity provider serves one campus and released none, that campus. Claims the person
 * already has are left alone; a person no rule places gets no campus and is refused at sign-in.
 */
export function campusClaims(
  attributes: CognitoAttributes,
  settings: { tenantCode: string; fixedCampusByProvider: Readonly<Record<string, string>> },
): Record<string, string> {
  const claims: Record<string, string> = {};
  if (!attributes['custom:tenantCode']) claims['custom:tenantCode'] = settings.tenantCode;
  const campus = campusOfIdentity(attributes, settings.fixedCampusByProvider);
  if (campus && !attributes['custom:campusCode']) claims['custom:campusCode'] = campus;
  return claims;
}
