import { errorPageKind } from '@/lib/errors/error-codes';
import { AccessDeniedPage } from './access-denied-page';
import { GenericErrorPage } from './generic-error-page';
import { NotFoundPage } from './not-found-page';

/** The error page for a failed request: not-found, access-denied or the generic page. */
export function QueryErrorPage({ error }: { error: unknown }) {
  switch (errorPageKind(error)) {
    case 'not-found':
      return <NotFoundPage />;
    case 'access-denied':
      return <AccessDeniedPage />;
    default:
      return <GenericErrorPage />;
  }
}
