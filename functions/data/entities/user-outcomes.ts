import type { UserOutcome } from '../../../schema/src/outcomes/user-outcomes';
import { defineEntity } from '../entity';

/**
 * One outcome a form recorded for its owner when it finished its workflow (schema/src/outcomes/user-outcomes.ts).
 * All of a user's outcomes share the user's partition, so "my outcomes" is one Query, and the sort key starts with
 * the form, so re-recording a form reads and replaces its items with one more Query.
 */
export type UserOutcomeRecord = UserOutcome;

/** The sort key prefix of a user's outcomes. */
export const userOutcomePrefix = 'OUTCOME#';

export const userOutcomeEntity = defineEntity<UserOutcomeRecord>({
  name: 'UserOutcome',
  key: (o) => ({ pk: `USER#${o.userId}`, sk: `${userOutcomePrefix}${o.id}` }),
});
