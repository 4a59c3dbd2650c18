import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SignInProvider } from '@schema/auth/sign-in-options';
import { authorizeUrl } from '@/lib/auth/sign-in-options';

/** One button per way in of the hosted sign-in page: each campus's single sign-on first, then administrators. */
export function SignInButtons({ providers }: { providers: SignInProvider[] }) {
  return (
    <Stack sx={{ gap: 1.5 }}>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          href={authorizeUrl(provider.id)}
          variant={provider.id === 'COGNITO' ? 'outlined' : 'contained'}
          size="large"
          sx={{ textAlign: 'center' }}
        >
          Sign in with {provider.label}
        </Button>
      ))}
    </Stack>
  );
}
