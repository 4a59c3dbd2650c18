import { ListApiKeysCommand, UpdateApiKeyCommand, type AppSyncClient } from '@aws-sdk/client-appsync';

/**
 * AppSync API keys live at most 365 days from their last update (rounded down to the hour), and the guests' key
 * is the only way into the public routes: if it lapsed, every public form would answer 401 until someone
 * redeployed. So a weekly run moves each key of the API to 364 days from now: a day inside AppSync's bound
 * whatever the rounding, and 357 days of slack if the runs stop.
 */
export const guestKeyLifetimeDays = 364;

const hourSeconds = 3600;
const daySeconds = 24 * hourSeconds;

export interface ExtendedKey {
  id: string;
  /** Seconds since the epoch, as AppSync stores it. */
  expires: number;
}

/** When a key updated at `now` should expire: `guestKeyLifetimeDays` on, rounded down to the hour as AppSync does. */
export function guestKeyExpiry(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000) + guestKeyLifetimeDays * daySeconds;
  return seconds - (seconds % hourSeconds);
}

/** Extends every API key of `apiId` (there is one: the guests'), page by page. */
export async function extendGuestKeys(deps: { appSync: Pick<AppSyncClient, 'send'>; apiId: string; now: Date }): Promise<ExtendedKey[]> {
  const expires = guestKeyExpiry(deps.now);
  const extended: ExtendedKey[] = [];
  let nextToken: string | undefined;
  do {
    const page = await deps.appSync.send(new ListApiKeysCommand({ apiId: deps.apiId, nextToken }));
    for (const key of page.apiKeys ?? []) {
      if (!key.id) continue;
      const answer = await deps.appSync.send(new UpdateApiKeyCommand({ apiId: deps.apiId, id: key.id, expires }));
      extended.push({ id: key.id, expires: answer.apiKey?.expires ?? expires });
    }
    nextToken = page.nextToken ?? undefined;
  } while (nextToken);
  return extended;
}
