import { useParams } from 'react-router-dom';
import { FormPage } from '@/features/forms/components/form-page';

/** `/form/:formId` and `/form/v2/:formId`: the form view (one screen for both while v2 rolls out). */
export default function FormRoute() {
  const { formId = '' } = useParams();
  return <FormPage key={formId} formId={formId} />;
}
