import { useParams } from 'react-router-dom';
import { FormPage } from '@/features/forms/components/form-page';
import { FormCommentsForPage } from '../form-comments-slot';
import { FlagGate } from '../flag-gate';

/** `/form/v2/:formId`: the form view, behind the rollout-form-v2 flag (not-found without it). */
export default function FormV2Route() {
  const { formId = '' } = useParams();
  return (
    <FlagGate flag="rollout-form-v2">
      <FormPage key={formId} formId={formId} Comments={FormCommentsForPage} />
    </FlagGate>
  );
}
