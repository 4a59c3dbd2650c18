import { z } from 'zod';

/** The signed-in user as the auth service describes them to the browser (and the browser to analytics). */
export const clientUserSchema = z.object({
  userId: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  campusCode: z.string(),
  campusName: z.string(),
  shortName: z.string(),
  tenantCode: z.string(),
});

/** The body of GET /auth/api/client/refresh and of a successful POST /auth/api/login. */
export const clientSessionSchema = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(false) }),
  z.object({
    authenticated: z.literal(true),
    user: clientUserSchema,
    accessToken: z.string().min(1),
    expiresAt: z.string().min(1),
  }),
]);

export type ClientUser = z.infer<typeof clientUserSchema>;
export type ClientSession = z.infer<typeof clientSessionSchema>;
export type SignedInClientSession = Extract<ClientSession, { authenticated: true }>;
