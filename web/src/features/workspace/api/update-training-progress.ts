import { useMutation } from '@apollo/client/react';
import { UpdateTrainingProgressDocument } from './update-training-progress.generated';

/** Reports progress on one of the caller's trainings; the answer updates the cached outcome by its id. */
export function useUpdateTrainingProgress() {
  return useMutation(UpdateTrainingProgressDocument);
}
