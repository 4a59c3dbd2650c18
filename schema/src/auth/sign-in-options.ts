import { z } from 'zod';

/** One way in that the sign-in page offers as a button: a campus identity provider, or the administrator sign-in. */
export const signInProviderSchema = z.object({ id: z.string().min(1).max(128), label: z.string().min(1).max(60) });

/**
 * The body of GET /auth/api/client/sign-in-options: the buttons of the sign-in page (each goes to
 * /auth/api/authorize?identity_provider=<id>), and whether it shows the username and password form (the local
 * identity store only; in AWS local accounts sign in on the hosted page, which asks for their second factor).
 */
export const signInOptionsSchema = z.object({
  passwordForm: z.boolean(),
  providers: z.array(signInProviderSchema),
});

export type SignInOptions = z.infer<typeof signInOptionsSchema>;
export type SignInProvider = z.infer<typeof signInProviderSchema>;

/** The options of a deployment whose options cannot be read: the form, which answers for itself. */
export const passwordFormOnly: SignInOptions = { passwordForm: true, providers: [] };
