import type { AuthorizationService } from './authorization-service';
import { AuthzError, type TupleKey } from './engine/types';
import { maxTuplesPerWrite } from './engine';

const alreadyExists = (error: unknown) => error instanceof AuthzError && /already exists/.test(error.message);

/**
 * Writes tuples that may already exist (provisioning, seeding, re-runs): batches of 100, and when a batch
 * holds an existing tuple, each tuple of it alone, skipping the existing ones. Anything else still fails.
 */
export async function ensureTuples(service: AuthorizationService, tuples: TupleKey[]): Promise<void> {
  for (let offset = 0; offset < tuples.length; offset += maxTuplesPerWrite) {
    const batch = tuples.slice(offset, offset + maxTuplesPerWrite);
    try {
      await service.write(batch, []);
    } catch (error) {
      if (!alreadyExists(error)) throw error;
      for (const tuple of batch) {
        try {
          await service.write([tuple], []);
        } catch (single) {
          if (!alreadyExists(single)) throw single;
        }
      }
    }
  }
}
