import { useQuery } from '@apollo/client/react';
import { UserOutcomesDocument } from './user-outcomes.generated';

/** How many of the caller's outcomes the workspace shows (the API's largest page). */
export const userOutcomesShown = 100;

/** The caller's own outcomes, trainings first, then by type, newest first. */
export function useUserOutcomes() {
  return useQuery(UserOutcomesDocument, { variables: { page: 1, size: userOutcomesShown } });
}
