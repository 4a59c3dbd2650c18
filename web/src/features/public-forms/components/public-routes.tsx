import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { GuestClientProvider } from '../hooks/guest-client-context';
import { PublicCompletePage } from './public-complete-page';
import { PublicFormPage } from './public-form-page';
import { PublicTemplatePage } from './public-template-page';

/** The public routes' frame: their own data client with the guest's credentials, never the signed-in session's. */
export function PublicGuestFrame({ children }: { children: ReactNode }) {
  return <GuestClientProvider>{children}</GuestClientProvider>;
}

/** public/template/{templateGroupId}. */
export function PublicTemplateRoute({ templateGroupId }: { templateGroupId: string }) {
  return <PublicTemplatePage templateGroupId={templateGroupId} />;
}

/** public/form?formId=…(&parentFormId=…): the form's id in the query string, as the spec names the route. */
export function PublicFormRoute() {
  const [search] = useSearchParams();
  const formId = search.get('formId');
  if (!formId) return <NotFoundPage />;
  return <PublicFormPage key={formId} formId={formId} parentFormId={search.get('parentFormId')} />;
}

/** public/complete: Form Complete. */
export const PublicCompleteRoute = PublicCompletePage;
