import { useEffect, useState } from 'react';
import { passwordFormOnly, signInOptionsSchema, type SignInOptions } from '@schema/auth/sign-in-options';

/** Where a sign-in button sends the browser: the hosted sign-in page of that identity provider. */
export const authorizeUrl = (providerId: string) => `/auth/api/authorize?identity_provider=${encodeURIComponent(providerId)}`;

/** The ways in the auth service offers; the password form when they cannot be read (it answers for itself). */
export async function fetchSignInOptions(): Promise<SignInOptions> {
  try {
    const response = await fetch('/auth/api/client/sign-in-options', { credentials: 'include' });
    const parsed = signInOptionsSchema.safeParse(response.ok ? await response.json() : null);
    return parsed.success ? parsed.data : passwordFormOnly;
  } catch {
    return passwordFormOnly;
  }
}

/** The sign-in options, or undefined while they load. */
export function useSignInOptions(load: () => Promise<SignInOptions> = fetchSignInOptions): SignInOptions | undefined {
  const [options, setOptions] = useState<SignInOptions>();
  useEffect(() => {
    let live = true;
    void load().then((loaded) => live && setOptions(loaded));
    return () => {
      live = false;
    };
  }, [load]);
  return options;
}
