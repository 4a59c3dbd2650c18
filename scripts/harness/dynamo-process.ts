import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LocalDynamo } from './local-dynamodb';

const mainFile = fileURLToPath(new URL('./dynamo-process-main.ts', import.meta.url));
// The child runs TypeScript through tsx's loader, whatever the parent runs under (tsx, vitest).
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The store's process: a LocalDynamo that can also say how much memory it holds. */
export interface DynamoProcess extends LocalDynamo {
  /** The process's resident set size in bytes, as it reports it (the table lives there, not in the caller). */
  residentBytes: () => Promise<number>;
}

/**
 * Starts dynalite in a child process of its own (in memory), as DynamoDB is a service of its own in AWS: the
 * table is not in the API's heap, and the API's garbage collection does not walk a store of 100k forms. The
 * child inherits this process's environment, NODE_OPTIONS with it (the heap limit a large store needs).
 */
export async function startDynamoProcess(): Promise<DynamoProcess> {
  const child = spawn(process.execPath, ['--import', tsxLoader, mainFile], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  // After the endpoint, each line the child writes answers the oldest memory question still waiting.
  const waiting: Array<(line: string) => void> = [];
  const endpoint = await new Promise<string>((resolve, reject) => {
    lines.once('line', (line) => {
      lines.on('line', (answer) => waiting.shift()?.(answer));
      resolve((JSON.parse(line) as { endpoint: string }).endpoint);
    });
    child.once('exit', (code) => reject(new Error(`The store's process exited (${code}) before it listened.`)));
    child.once('error', reject);
  });
  return {
    endpoint,
    residentBytes: () =>
      new Promise<number>((resolve, reject) => {
        if (child.exitCode !== null) return reject(new Error("The store's process has exited."));
        waiting.push((line) => resolve((JSON.parse(line) as { rssBytes: number }).rssBytes));
        child.stdin.write('memory\n');
      }),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
