import { closedReminderPrefix, formEntity, ownedFormPrefix, ownedWorkspaceItemPrefix, openReminderPrefix, reminderEntity, workspaceItemEntity } from './entities';
import { indexOfPattern } from './entity';
import type { KeyRange } from './key-range-pages';

/**
 * The key ranges of a person's own lists. Forms and workspace items share the owner partition, each kind under
 * its own sort-key prefix; open reminders have a sparse index of their own. Each list is one range: a page
 * reads only its own items, however many of the others the person has.
 */

/** A person's forms (All documents, Recents), newest created first. */
export const ownedFormsRange = (userId: string): KeyRange => ({ index: indexOfPattern(formEntity, 'byOwner'), pk: `OWNER#${userId}`, prefix: ownedFormPrefix });

/** A person's workspace items (registrations, permits...), newest start first. */
export const ownedWorkspaceItemsRange = (userId: string): KeyRange => ({
  index: indexOfPattern(workspaceItemEntity, 'byOwner'),
  pk: `OWNER#${userId}`,
  prefix: ownedWorkspaceItemPrefix,
});

/** A person's open reminders (Action Items), newest first. */
export const openRemindersRange = (userId: string): KeyRange => ({
  index: indexOfPattern(reminderEntity, 'openByUser'),
  pk: `OPENREMINDERS#${userId}`,
  prefix: openReminderPrefix,
});

/** A person's completed and dismissed reminders, the last closed first. */
export const closedRemindersRange = (userId: string): KeyRange => ({
  index: indexOfPattern(reminderEntity, 'closedByUser'),
  pk: `CLOSEDREMINDERS#${userId}`,
  prefix: closedReminderPrefix,
});
