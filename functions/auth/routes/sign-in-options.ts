import { z } from 'zod';
import { passwordFormOnly, signInProviderSchema, type SignInOptions } from '../../../schema/src/auth/sign-in-options';
import { jsonResponse } from '../http-response';
import type { IdentityProvider } from '../identity-provider';
import type { Route } from './route';

/** SIGN_IN_PROVIDERS (JSON, set by the auth stack from infra/config): the hosted sign-in's buttons. */
export function signInProvidersFromEnv(raw = process.env.SIGN_IN_PROVIDERS) {
  const parsed = z.array(signInProviderSchema).safeParse(raw ? JSON.parse(raw) : []);
  if (!parsed.success) throw new Error('Invalid configuration: SIGN_IN_PROVIDERS must be a JSON list of { id, label }.');
  return parsed.data;
}

/** What the sign-in page offers with this identity adapter: the form locally, the hosted page's ways in with Cognito. */
export function signInOptionsOf(provider: IdentityProvider, providers = signInProvidersFromEnv()): SignInOptions {
  if (provider.kind === 'local') return passwordFormOnly;
  return { passwordForm: false, providers: provider.hostedSignIn ? providers : [] };
}

/** GET /auth/api/client/sign-in-options: the ways in the sign-in page shows. */
export const signInOptions: Route = async ({ provider }) => jsonResponse(200, signInOptionsOf(provider));
