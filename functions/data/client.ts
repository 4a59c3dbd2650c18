import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { currentRequestContext } from '../shared/request-context';

/** Counts every DynamoDB request this process makes (benchmarks read it), in total and by command name. */
export const dynamoRequestCounter = { total: 0, byCommand: {} as Record<string, number> };

const writeCommands = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);

/** How many of the requests counted so far were writes (put, update, delete, batch write). */
export const dynamoWriteCount = () =>
  Object.entries(dynamoRequestCounter.byCommand).reduce((sum, [name, count]) => sum + (writeCommands.has(name) ? count : 0), 0);

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing configuration: environment variable ${name} must be set.`);
  return value;
}

let documentClient: DynamoDBDocumentClient | undefined;

/** The table every entity lives in (TABLE_NAME). */
export function tableName(): string {
  return requireEnv('TABLE_NAME');
}

/**
 * The one DocumentClient of this process, created on first use. DYNAMODB_ENDPOINT points it at the local
 * store (dynalite); in AWS it is unset and the SDK's defaults apply.
 */
export function dynamo(): DynamoDBDocumentClient {
  if (documentClient) return documentClient;
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const client = new DynamoDBClient(
    endpoint
      ? {
          endpoint,
          region: process.env.AWS_REGION ?? 'us-west-2',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          maxAttempts: 3,
        }
      : {},
  );
  client.middlewareStack.add(
    (next, handlerContext) => async (args) => {
      dynamoRequestCounter.total += 1;
      const command = handlerContext.commandName ?? 'unknown';
      dynamoRequestCounter.byCommand[command] = (dynamoRequestCounter.byCommand[command] ?? 0) + 1;
      const context = currentRequestContext();
      if (context) context.dynamoRequests += 1;
      return next(args);
    },
    { step: 'initialize', name: 'countDynamoRequests' },
  );
  documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return documentClient;
}

/** Drops the cached client (tests that point the process at another store). */
export function resetDynamoClient() {
  documentClient?.destroy();
  documentClient = undefined;
}
