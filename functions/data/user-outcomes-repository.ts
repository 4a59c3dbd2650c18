import { userOutcomeEntity, userOutcomePrefix, type UserOutcomeRecord } from './entities';
import { deleteKeys, getRecord, itemOf, putItems, queryRecords } from './store';

/** The storage of user outcomes: the user's `USER#` partition, sort keys `OUTCOME#{formId}~{groupId}~{outcomeId}`. */

/** How many of a user's outcomes one listing reads (they are sorted and paged in memory). */
const listLimit = 1000;

const userPartition = (userId: string) => `USER#${userId}`;

/** A user's outcomes (at most the first thousand by key). */
export async function listUserOutcomes(userId: string): Promise<UserOutcomeRecord[]> {
  return (await queryRecords(userOutcomeEntity, { pk: userPartition(userId), skBeginsWith: userOutcomePrefix, limit: listLimit })).items;
}

/** The outcomes one form recorded for a user (consistent: they are about to be replaced). */
export async function listUserOutcomesOfForm(userId: string, formId: string): Promise<UserOutcomeRecord[]> {
  const prefix = `${userOutcomePrefix}${formId}~`;
  return (await queryRecords(userOutcomeEntity, { pk: userPartition(userId), skBeginsWith: prefix, consistent: true, limit: listLimit })).items;
}

/** One of a user's outcomes, or undefined when the user has none with this id. */
export const findUserOutcome = (userId: string, id: string) =>
  getRecord(userOutcomeEntity, { pk: userPartition(userId), sk: `${userOutcomePrefix}${id}` }, true);

/** Stores one outcome (replacing the item with its key). */
export const putUserOutcome = (outcome: UserOutcomeRecord) => putItems([itemOf(userOutcomeEntity, outcome)]);

/** Replaces a form's outcomes for a user: writes `next`, deletes those of `previous` that `next` no longer has. */
export async function replaceUserOutcomes(previous: readonly UserOutcomeRecord[], next: readonly UserOutcomeRecord[]): Promise<void> {
  const kept = new Set(next.map((outcome) => outcome.id));
  await putItems(next.map((outcome) => itemOf(userOutcomeEntity, outcome)));
  await deleteKeys(previous.filter((outcome) => !kept.has(outcome.id)).map((outcome) => userOutcomeEntity.key(outcome)));
}
