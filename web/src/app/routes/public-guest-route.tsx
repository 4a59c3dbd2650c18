import { useParams } from 'react-router-dom';
import { publicPageOf } from '@/features/public-forms/hooks/public-paths';
import { PublicCompleteRoute, PublicFormRoute, PublicGuestFrame, PublicTemplateRoute } from '@/features/public-forms/components/public-routes';
import NotFoundRoute from './not-found-route';

/**
 * `/public/*`: the public guest routes (spec: studio-and-admin area, "Public guest routes"), one chunk with its own
 * data client kept across its pages. Whether they are open (flag rollout-public-routes) is the API's answer: not
 * found when off. The page is picked from the rest of the path here, not by descendant <Routes>, which would put
 * react-router's route matching into every user's first download.
 */
export default function PublicGuestRoute() {
  const page = publicPageOf(useParams()['*'] ?? '');
  if (!page) return <NotFoundRoute />;
  return (
    <PublicGuestFrame>
      {page.name === 'template' ? <PublicTemplateRoute key={page.templateGroupId} templateGroupId={page.templateGroupId} /> : null}
      {page.name === 'form' ? <PublicFormRoute /> : null}
      {page.name === 'complete' ? <PublicCompleteRoute /> : null}
    </PublicGuestFrame>
  );
}
