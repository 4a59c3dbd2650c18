import { AppSyncClient, ListApiKeysCommand, UpdateApiKeyCommand } from '@aws-sdk/client-appsync';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { extendGuestKeys, guestKeyExpiry } from './extend-guest-keys';

const appSync = mockClient(AppSyncClient);
const now = new Date('2026-11-29T12:34:56.000Z');

beforeEach(() => appSync.reset());

describe('the guest key keeper', () => {
  it('moves the expiry to 364 days on, rounded down to the hour, inside AppSync\'s 365-day bound', () => {
    const expires = guestKeyExpiry(now);

    expect(new Date(expires * 1000).toISOString()).toBe('2027-11-28T12:00:00.000Z');
    expect(expires - now.getTime() / 1000).toBeLessThanOrEqual(365 * 86_400);
    expect(expires - now.getTime() / 1000).toBeGreaterThan(363 * 86_400);
  });

  it('extends every key of the API, across pages, and answers the expiry AppSync stored', async () => {
    appSync.on(ListApiKeysCommand, { apiId: 'api-1', nextToken: undefined }).resolves({ apiKeys: [{ id: 'da2-guests' }], nextToken: 'page-2' });
    appSync.on(ListApiKeysCommand, { apiId: 'api-1', nextToken: 'page-2' }).resolves({ apiKeys: [{ id: 'da2-old' }] });
    appSync.on(UpdateApiKeyCommand).callsFake((input: { id: string; expires: number }) => ({ apiKey: { id: input.id, expires: input.expires } }));

    const extended = await extendGuestKeys({ appSync: new AppSyncClient({}), apiId: 'api-1', now });

    expect(extended).toEqual([
      { id: 'da2-guests', expires: guestKeyExpiry(now) },
      { id: 'da2-old', expires: guestKeyExpiry(now) },
    ]);
    expect(appSync.commandCalls(UpdateApiKeyCommand).map((call) => call.args[0].input)).toEqual([
      { apiId: 'api-1', id: 'da2-guests', expires: guestKeyExpiry(now) },
      { apiId: 'api-1', id: 'da2-old', expires: guestKeyExpiry(now) },
    ]);
  });

  it('fails when AppSync refuses, so the run is reported rather than passing quietly', async () => {
    appSync.on(ListApiKeysCommand).resolves({ apiKeys: [{ id: 'da2-guests' }] });
    appSync.on(UpdateApiKeyCommand).rejects(new Error('ApiKeyValidityOutOfBoundsException'));

    await expect(extendGuestKeys({ appSync: new AppSyncClient({}), apiId: 'api-1', now })).rejects.toThrow('ApiKeyValidityOutOfBoundsException');
  });
});
