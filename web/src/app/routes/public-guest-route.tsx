import { Route, Routes } from 'react-router-dom';
import { PublicCompleteRoute, PublicFormRoute, PublicGuestFrame, PublicTemplateRoute } from '@/features/public-forms/components/public-routes';
import NotFoundRoute from './not-found-route';

/**
 * `/public/*`: the public guest routes (spec: studio-and-admin area, "Public guest routes"), one chunk with its own
 * data client. Whether they are open (flag rollout-public-routes) is the API's answer: not found when off.
 */
export default function PublicGuestRoute() {
  return (
    <Routes>
      <Route element={<PublicGuestFrame />}>
        <Route path="template/:templateGroupId" element={<PublicTemplateRoute />} />
        <Route path="form" element={<PublicFormRoute />} />
        <Route path="complete" element={<PublicCompleteRoute />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
