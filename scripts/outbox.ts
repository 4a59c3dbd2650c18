/**
 * `npm run outbox [-- COUNT]`: prints the latest mails of the local outbox (what notifications "sent" locally).
 * It asks the running stack (`npm start`, PORT or OUTBOX_URL) as the demo global administrator; with no
 * stack running it opens the data folder (DATA_DIR, default .data) itself.
 */
import { join } from 'node:path';
import { applyLocalEnvironmentDefaults } from './harness/local-environment';

interface Mail {
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  severity: string;
  sentAt: string;
}

const count = Number(process.argv[2] ?? 10) || 10;
const baseUrl = process.env.OUTBOX_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;

async function fromRunningStack(): Promise<Mail[]> {
  const login = await fetch(`${baseUrl}/auth/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: process.env.OUTBOX_USER ?? 'global.admin', password: process.env.OUTBOX_PASSWORD ?? 'demo' }),
  });
  if (login.status !== 200) throw new Error(`Sign-in at ${baseUrl} failed with ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { accessToken } = (await (await fetch(`${baseUrl}/auth/api/client/refresh`, { headers: { cookie } })).json()) as { accessToken: string };
  const answer = (await (
    await fetch(`${baseUrl}/platform-shell/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ query: 'query($size: Int) { outbox(page: 1, size: $size) { docs { from to cc subject body severity sentAt } } }', variables: { size: 100 } }),
    })
  ).json()) as { data?: { outbox: { docs: Mail[] } }; errors?: unknown };
  if (!answer.data) throw new Error(`The outbox query failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.outbox.docs;
}

async function fromDataFolder(): Promise<Mail[]> {
  applyLocalEnvironmentDefaults();
  const { startLocalDynamo } = await import('./harness/local-dynamodb');
  const dynamo = await startLocalDynamo({ path: join(process.env.DATA_DIR ?? '.data', 'dynamodb') });
  process.env.TABLE_NAME ??= 'campus-forms-local';
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  try {
    const { listOutbox } = await import('../functions/data/notifications-repository');
    return (await listOutbox(0, 100)).mails;
  } finally {
    await dynamo.close();
  }
}

const refused = (error: unknown) => error instanceof TypeError && String((error as { cause?: { code?: string } }).cause?.code) === 'ECONNREFUSED';

let mails: Mail[];
try {
  mails = await fromRunningStack();
} catch (error) {
  if (!refused(error)) throw error;
  mails = await fromDataFolder();
}
if (mails.length === 0) console.log('The outbox is empty.');
for (const mail of mails.slice(0, count)) {
  console.log(`--- ${mail.sentAt} [${mail.severity}]`);
  console.log(`From: ${mail.from}\nTo: ${mail.to.join(', ')}${mail.cc.length ? `\nCc: ${mail.cc.join(', ')}` : ''}\nSubject: ${mail.subject}\n`);
  console.log(mail.body);
}
