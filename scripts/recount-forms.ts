/**
 * `npm run recount:forms`: sets every counter (forms per owner, template group and program; workspace items and
 * open reminders per person) from the items themselves, after a crash left one off by one. A Scan of the whole
 * table; on the way it rewrites the list keys of forms, workspace items and reminders stored before their
 * current layout (issue 13), and of libraries and library items stored before their status, type and name-word
 * keys (libsearch16). In AWS: TABLE_NAME (and the AWS CLI's credentials and region). Locally: stop `npm start` first; it
 * opens the data folder (DATA_DIR, default .data) itself.
 */
import { join } from 'node:path';
import { applyLocalEnvironmentDefaults } from './harness/local-environment';

async function openLocalStore(): Promise<() => Promise<void>> {
  applyLocalEnvironmentDefaults();
  const { startLocalDynamo } = await import('./harness/local-dynamodb');
  const dynamo = await startLocalDynamo({ path: join(process.env.DATA_DIR ?? '.data', 'dynamodb') });
  process.env.TABLE_NAME = 'campus-forms-local';
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  return () => dynamo.close();
}

const close = process.env.TABLE_NAME ? async () => undefined : await openLocalStore();
try {
  const { recountEveryCounter } = await import('../functions/data/recount-counters');
  const { itemsRead, itemsRekeyed, countersSet, aggregatesSet } = await recountEveryCounter();
  console.log(
    `Read ${itemsRead} items; rewrote the list keys of ${itemsRekeyed} stored before the current layout; set ${countersSet} counters and rebuilt ${aggregatesSet} metric aggregates.`,
  );
} finally {
  await close();
}
