import { NotFoundPage } from '@/components/errors/not-found-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The catch-all, and every route whose screen a later issue builds. */
export default function NotFoundRoute() {
  useDocumentTitle('Not Found');
  return <NotFoundPage />;
}
