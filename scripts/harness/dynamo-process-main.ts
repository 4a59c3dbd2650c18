/**
 * The store's process (dynamo-process.ts): dynalite in memory. Says its endpoint on stdout, then answers each
 * `memory` line on stdin with its resident memory; stops on SIGTERM, and when its parent's end of stdin closes
 * (the parent exited, even by a crash: no store is left behind).
 */
import { createInterface } from 'node:readline';
import { startLocalDynamo } from './local-dynamodb';

const dynamo = await startLocalDynamo();
const stop = () => void dynamo.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.stdin.once('close', stop);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'memory') process.stdout.write(`${JSON.stringify({ rssBytes: process.memoryUsage().rss })}\n`);
});
process.stdout.write(`${JSON.stringify({ endpoint: dynamo.endpoint })}\n`);
