import { resetDynamoClient } from '../../../functions/data/client';
import { ensureTable } from '../../../functions/data/provision-table';
import { startLocalDynamo, type LocalDynamo } from '../../../scripts/harness/local-dynamodb';

/**
 * An in-memory dynalite with the table created, and this process's DynamoDB client pointed at it.
 * Call in beforeAll; call `stop` in afterAll.
 */
export async function startTestStore(): Promise<{ stop: () => Promise<void>; dynamo: LocalDynamo }> {
  const dynamo = await startLocalDynamo();
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.TABLE_NAME = 'platform-test';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // Silences the SDK's "Node 20 support ends" warning (read when a client first sends).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  resetDynamoClient();
  await ensureTable();
  return {
    dynamo,
    stop: async () => {
      resetDynamoClient();
      await dynamo.close();
    },
  };
}
