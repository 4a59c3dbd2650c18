import { AuthModelToolsPage } from '@/features/authz-tools/components/auth-model-tools-page';

/** `/studio/global/auth-model-tools`: Read and Check of relationship tuples. */
export default function AuthModelToolsRoute() {
  return <AuthModelToolsPage />;
}
