import { useQuery } from '@apollo/client/react';
import { AccessCheckDocument } from './access-check.generated';

/** Whether the signed-in user has `relation` on `object` (the gate of a studio area); skipped when `object` is null. */
export function useAccessCheck(relation: string, object: string | null) {
  return useQuery(AccessCheckDocument, { variables: { relation, object: object ?? '' }, skip: object === null });
}
