import { LoginPage } from '@/features/auth/components/login-page';

/** `/login`: the local sign-in page. */
export default function LoginRoute() {
  return <LoginPage />;
}
