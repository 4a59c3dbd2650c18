import { z } from 'zod';

const campusCode = z.string().regex(/^[0-9A-Z]{2,3}$/, 'Campus codes are two or three capitals or digits');

/**
 * A campus SAML identity provider federated into the user pool. It places each person on a campus either
 * from one of its attributes (`campusAttribute`: the IdP serves several campuses and says which) or by itself
 * (`campusCode`: the IdP serves one campus). Exactly one of the two.
 */
export const identityProviderConfigSchema = z
  .object({
    // Cognito's provider name rules: 1 to 32 characters, no leading underscore or space.
    name: z.string().regex(/^[A-Za-z0-9][\w.\- ]{0,31}$/, 'Identity provider names are 1 to 32 letters, digits, . _ - or spaces'),
    /** What the sign-in button says: "Sign in with {label}". */
    label: z.string().min(1).max(60),
    metadataUrl: z.url({ protocol: /^https$/ }),
    campusCode: campusCode.optional(),
    /** The SAML attribute (its full name as the IdP releases it) whose value is the person's campus code. */
    campusAttribute: z.string().min(1).optional(),
  })
  .refine((provider) => Boolean(provider.campusCode) !== Boolean(provider.campusAttribute), {
    message: 'An identity provider names either campusCode (it serves one campus) or campusAttribute (it says which), not both',
  });

export type IdentityProviderConfig = z.infer<typeof identityProviderConfigSchema>;

/** A first global administrator: a local account (password and authenticator app) created once, by email. */
export const globalAdminConfigSchema = z.object({
  email: z.email(),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  campusCode,
});

export type GlobalAdminConfig = z.infer<typeof globalAdminConfigSchema>;

/**
 * The campus of each identity provider that serves one campus, by provider name: what the user pool's
 * token trigger adds to a federated person's token when the IdP itself releases no campus.
 */
export function fixedCampusByProvider(providers: readonly IdentityProviderConfig[]): Record<string, string> {
  return Object.fromEntries(providers.flatMap((provider) => (provider.campusCode ? [[provider.name, provider.campusCode]] : [])));
}
