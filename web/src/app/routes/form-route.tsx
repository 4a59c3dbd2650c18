import { useParams } from 'react-router-dom';
import { FormPage } from '@/features/forms/components/form-page';
import { FormCommentsForPage } from '../form-comments-slot';

/** `/form/:formId` and `/form/v2/:formId`: the form view (one screen for both while v2 rolls out), with its comments. */
export default function FormRoute() {
  const { formId = '' } = useParams();
  return <FormPage key={formId} formId={formId} Comments={FormCommentsForPage} />;
}
