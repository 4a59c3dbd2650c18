import { dynamo, dynamoRequestCounter } from '../../../functions/data/client';
import { tupleObjectPartition, tupleUserPartition } from '../../../functions/data/entities/authz';

const tuplePrefixes = [tupleObjectPartition(''), tupleUserPartition('')];
const permissionReads = { total: 0 };
let installed = false;

/** Whether a request reads relationship tuples (a Query of a tuple partition): the authorization engine's reads. */
function readsTuples(input: unknown): boolean {
  const values = (input as { ExpressionAttributeValues?: Record<string, unknown> } | undefined)?.ExpressionAttributeValues ?? {};
  return Object.values(values).some((value) => typeof value === 'string' && tuplePrefixes.some((prefix) => value.startsWith(prefix)));
}

/**
 * Counts this process's DynamoDB requests around `act`: all of them, and those that read relationship tuples
 * (the permission checks), so a test can tell a list's own reads from its checks'.
 */
export async function tallyRequests<T>(act: () => Promise<T>): Promise<{ result: T; requests: number; permissionReads: number }> {
  if (!installed) {
    dynamo().middlewareStack.add(
      (next) => async (args) => {
        if (readsTuples(args.input)) permissionReads.total += 1;
        return next(args);
      },
      { step: 'initialize', name: 'tallyPermissionReads' },
    );
    installed = true;
  }
  const [total, permissions] = [dynamoRequestCounter.total, permissionReads.total];
  const result = await act();
  return { result, requests: dynamoRequestCounter.total - total, permissionReads: permissionReads.total - permissions };
}
