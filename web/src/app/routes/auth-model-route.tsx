import { AuthModelPage } from '@/features/authz-tools/components/auth-model-page';

/** `/studio/global`: the latest authorization model. */
export default function AuthModelRoute() {
  return <AuthModelPage />;
}
