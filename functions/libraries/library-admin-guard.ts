import { grantMessages } from '../../schema/src/libraries/library-grants';
import type { LibraryRecord } from '../data/entities';
import { giveAdminCount, initAdminCount, LastLibraryAdmin, takeAdminCount } from '../data/library-repository';
import { conflict } from '../shared/errors';
import { countPersonAdmins } from './library-grant-tuples';

/**
 * Keeps at least one person administering each library through a grant of its own. The library's admin counter
 * moves by one conditional ADD per change, taken before a person's admin grant is removed and given after one is
 * written: a crash between the two steps leaves the counter below the grants, never above, so the rule never lets
 * the last one go (at worst it refuses a removal until someone is granted again).
 */

/** Gives a library from before the counter its count, from its grants; done before any grant of this code. */
async function ensureCounter(library: LibraryRecord): Promise<void> {
  if (library.adminCount === undefined) await initAdminCount(library.id, await countPersonAdmins(library.id));
}

/** Runs a change that takes a person's admin grant away: CONFLICT when they are the last; counted back if it fails. */
export async function withAdminTaken<T>(library: LibraryRecord, name: string, change: () => Promise<T>): Promise<T> {
  await ensureCounter(library);
  try {
    await takeAdminCount(library.id);
  } catch (error) {
    if (error instanceof LastLibraryAdmin) throw conflict(grantMessages.lastAdmin(name), { reason: 'LAST_ADMIN' });
    throw error;
  }
  try {
    return await change();
  } catch (error) {
    await giveAdminCount(library.id);
    throw error;
  }
}

/** Runs a change that makes a person an admin, counting them once it is written. */
export async function withAdminGiven<T>(library: LibraryRecord, change: () => Promise<T>): Promise<T> {
  await ensureCounter(library);
  const result = await change();
  await giveAdminCount(library.id);
  return result;
}
