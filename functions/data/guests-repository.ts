import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { dynamo, tableName } from './client';
import { guestFormClaimEntity, type GuestFormClaim } from './entities';
import { claimGuard } from './guard-items';
import { getRecord } from './store';
import { findForm } from './forms-repository';
import { tableLayout } from './table-layout';

/**
 * Claims a guest's form slot for `formId`: true when this claim holds it (now or already), false when another
 * form does. A claim whose form never got written (a crash between the two writes) is taken over after a minute.
 */
export function claimGuestForm(claim: GuestFormClaim): Promise<boolean> {
  return claimGuard(
    { entity: guestFormClaimEntity, holder: 'formId', graceMs: 60_000, isLive: async (held) => (await findForm(held.formId)) !== undefined },
    claim,
  );
}

/** The form a guest holds in a slot, if any (read consistently: it was maybe just claimed). */
export async function findGuestFormId(guestId: string, slot: string): Promise<string | undefined> {
  return (await getRecord(guestFormClaimEntity, guestFormClaimEntity.key({ guestId, slot, formId: '-', claimedAt: '' }), true))?.formId;
}

/** A guest's request budget: at most `limit` requests in each window of `windowSeconds`. */
export interface GuestRateLimit {
  limit: number;
  windowSeconds: number;
}

const rateKey = (guestId: string) => ({ [tableLayout.partitionKey]: `GUEST#${guestId}`, [tableLayout.sortKey]: 'RATE' });

async function conditionally(update: () => Promise<unknown>): Promise<boolean> {
  try {
    await update();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Takes one request from a guest's budget with single-item conditional writes (one item per guest, never a
 * scan): a count within the current window, reset when the window has moved on. False when the budget is spent.
 */
export async function takeGuestRequest(guestId: string, rate: GuestRateLimit, now: Date): Promise<boolean> {
  const windowStart = Math.floor(now.getTime() / 1000 / rate.windowSeconds) * rate.windowSeconds;
  const within = () =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateKey(guestId),
        UpdateExpression: 'ADD #n :one',
        ConditionExpression: '#w = :w AND #n < :max',
        ExpressionAttributeNames: { '#n': 'requests', '#w': 'windowStart' },
        ExpressionAttributeValues: { ':one': 1, ':w': windowStart, ':max': rate.limit },
      }),
    );
  const restart = () =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateKey(guestId),
        UpdateExpression: 'SET #w = :w, #n = :one, #e = :entity',
        ConditionExpression: 'attribute_not_exists(#w) OR #w < :w',
        ExpressionAttributeNames: { '#n': 'requests', '#w': 'windowStart', '#e': 'entity' },
        ExpressionAttributeValues: { ':one': 1, ':w': windowStart, ':entity': 'GuestRate' },
      }),
    );
  // A concurrent request may restart the window between the two: one more try within it settles it.
  return (await conditionally(within)) || (await conditionally(restart)) || (await conditionally(within));
}
