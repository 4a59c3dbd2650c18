import { lazy, Suspense } from 'react';
import type { FormCommentsSlot } from '@/features/forms/components/form-page';

// The comments feature is a chunk of its own, fetched as the form shows: the form route does not wait for it, and
// the button appears beside Close once its chunk and the form's comment summary have arrived.
const LazyFormComments = lazy(() => import('@/features/comments/components/form-comments').then((module) => ({ default: module.FormComments })));

/** The form page's comments slot on the signed-in form routes: the Comments button and its side panel. */
export const FormCommentsForPage: FormCommentsSlot = ({ formId }) => (
  <Suspense fallback={null}>
    <LazyFormComments formId={formId} />
  </Suspense>
);
