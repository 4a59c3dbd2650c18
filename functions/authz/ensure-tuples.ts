import type { AuthorizationService } from './authorization-service';
import { AuthzError, type TupleKey } from './engine/types';
import { maxTuplesPerWrite } from './engine';

/** Whether a write failed because one of its tuples exists already (a concurrent or repeated write). */
export const alreadyExists = (error: unknown) => error instanceof AuthzError && /already exists/.test(error.message);

/** Whether a delete failed because one of its tuples is gone already. */
export const alreadyGone = (error: unknown) => error instanceof AuthzError && /does not exist/.test(error.message);

/**
 * Writes tuples that may already exist (provisioning, seeding, re-runs): batches of 100, and when a batch
 * holds an existing tuple, each tuple of it alone, skipping the existing ones. Anything else still fails.
 */
export function ensureTuples(service: AuthorizationService, tuples: TupleKey[]): Promise<void> {
  return applyTolerantly(tuples, (batch) => service.write(batch, []), alreadyExists);
}

/**
 * Deletes tuples that may already be gone (a concurrent or repeated delete), the same way: batches of 100,
 * then each tuple of a failing batch alone, skipping the missing ones. Anything else still fails.
 */
export function removeTuples(service: AuthorizationService, tuples: TupleKey[]): Promise<void> {
  return applyTolerantly(tuples, (batch) => service.write([], batch), alreadyGone);
}

async function applyTolerantly(tuples: TupleKey[], apply: (batch: TupleKey[]) => Promise<void>, harmless: (error: unknown) => boolean) {
  for (let offset = 0; offset < tuples.length; offset += maxTuplesPerWrite) {
    const batch = tuples.slice(offset, offset + maxTuplesPerWrite);
    try {
      await apply(batch);
    } catch (error) {
      if (!harmless(error)) throw error;
      for (const tuple of batch) {
        try {
          await apply([tuple]);
        } catch (single) {
          if (!harmless(single)) throw single;
        }
      }
    }
  }
}
