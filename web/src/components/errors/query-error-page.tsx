import { errorPageKind, errorsWithCode } from '@/lib/errors/error-codes';
import { AccessDeniedPage } from './access-denied-page';
import { GenericErrorPage } from './generic-error-page';
import { NotFoundPage } from './not-found-page';

/** The API's own words for a missing record ("Role r1 was not found."), which name its id. */
function notFoundMessage(error: unknown): string | undefined {
  return errorsWithCode(error, 'NOT_FOUND')[0]?.message;
}

/** The error page for a failed request: not-found (naming the missing id), access-denied or the generic page. */
export function QueryErrorPage({ error }: { error: unknown }) {
  switch (errorPageKind(error)) {
    case 'not-found':
      return <NotFoundPage message={notFoundMessage(error)} />;
    case 'access-denied':
      return <AccessDeniedPage />;
    default:
      return <GenericErrorPage />;
  }
}
