/** A Cognito user's attributes by name, as ListUsers and the token trigger give them. */
export type CognitoAttributes = Record<string, string | undefined>;

/** The federated identity provider a Cognito user came from (the `identities` attribute), if any. */
export function providerOf(attributes: CognitoAttributes): string | undefined {
  try {
    const identities: unknown = JSON.parse(attributes.identities ?? '[]');
    if (!Array.isArray(identities)) return undefined;
    const first = identities[0] as { providerName?: unknown } | undefined;
    return typeof first?.providerName === 'string' ? first.providerName : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Cognito user's campus: their custom:campusCode (set by an administrator, or mapped from the campus
 * attribute of their identity provider), else the campus of the identity provider they came from when that
 * provider serves one campus (infra/config). Undefined when neither says.
 */
export function campusOfIdentity(attributes: CognitoAttributes, fixedCampusByProvider: Readonly<Record<string, string>>): string | undefined {
  const own = attributes['custom:campusCode'];
  if (own) return own;
  const provider = providerOf(attributes);
  return provider ? fixedCampusByProvider[provider] : undefined;
}

/** FIXED_CAMPUS_BY_PROVIDER (JSON: provider name to campus code), set by the CDK app from infra/config. */
export function fixedCampusByProviderFromEnv(raw = process.env.FIXED_CAMPUS_BY_PROVIDER): Record<string, string> {
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || Object.values(parsed).some((value) => typeof value !== 'string')) {
    throw new Error('Invalid configuration: FIXED_CAMPUS_BY_PROVIDER must be a JSON object of provider names to campus codes.');
  }
  return parsed as Record<string, string>;
}
