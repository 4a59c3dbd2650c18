/**
 * The store's process (dynamo-process.ts): dynalite in memory. Says its endpoint on stdout; stops on SIGTERM, and
 * when its parent's end of stdin closes (the parent exited, even by a crash: no store is left behind).
 */
import { startLocalDynamo } from './local-dynamodb';

const dynamo = await startLocalDynamo();
const stop = () => void dynamo.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.stdin.once('close', stop).resume();
process.stdout.write(`${JSON.stringify({ endpoint: dynamo.endpoint })}\n`);
