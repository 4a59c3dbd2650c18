import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DynamoItem } from '../../functions/data/entity';

/** DynamoDB's limit of items in one BatchWriteItem. */
export const batchWriteLimit = 25;

/** Where and how fast to write: the client, the table, and how many BatchWriteItem requests in flight. */
export interface BatchWriterOptions {
  client: DynamoDBDocumentClient;
  table: string;
  inFlight?: number;
  /** Pause before re-sending what DynamoDB left unprocessed (doubles on each retry of the same batch). */
  retryDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one batch of puts until DynamoDB has processed every item of it, backing off between retries. */
async function writeBatch(options: BatchWriterOptions, items: DynamoItem[]): Promise<void> {
  let request: Record<string, Array<{ PutRequest: { Item: DynamoItem } }>> | undefined = {
    [options.table]: items.map((item) => ({ PutRequest: { Item: item } })),
  };
  let delay = options.retryDelayMs ?? 20;
  for (let attempt = 0; request && Object.keys(request).length > 0; attempt += 1) {
    if (attempt > 0) {
      await sleep(delay);
      delay = Math.min(delay * 2, 2_000);
    }
    if (attempt > 20) throw new Error(`BatchWriteItem left items unprocessed after ${attempt} attempts.`);
    const result = await options.client.send(new BatchWriteCommand({ RequestItems: request }));
    request = result.UnprocessedItems as typeof request;
  }
}

/**
 * Puts many items straight into the table, 25 per BatchWriteItem with several requests in flight, re-sending
 * what DynamoDB leaves unprocessed (it may, under load, and only a retry makes the write whole). Unconditional
 * puts: for seeding data whose keys are new, never for writes the API would make conditionally.
 */
export async function putAll(options: BatchWriterOptions, items: readonly DynamoItem[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const start = next;
      next += batchWriteLimit;
      await writeBatch(options, items.slice(start, start + batchWriteLimit));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.inFlight ?? 4) }, worker));
}
