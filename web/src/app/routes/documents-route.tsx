import { DocumentsPage } from '@/features/documents/components/documents-page';
import { FlagGate } from '../flag-gate';

/** `/documents`: the user's documents, behind the rollout-documents-page flag (not-found without it). */
export default function DocumentsRoute() {
  return (
    <FlagGate flag="rollout-documents-page">
      <DocumentsPage />
    </FlagGate>
  );
}
