import { afterEach, describe, expect, it, vi } from 'vitest';
import { identifyUser, resetAnalytics, setAnalyticsAdapter } from '../analytics';
import { cloudWatchRumAdapter, type RumClient } from './cloudwatch-rum-adapter';
import { consoleAnalyticsAdapter } from './console-adapter';
import { installAnalytics } from './install-analytics';
import { fetchRuntimeConfig } from './runtime-config';

const user = {
  userId: 'user-staff-one',
  firstName: 'Sam',
  lastName: 'Staff',
  email: 'staff.one@example.edu',
  campusCode: '01',
  campusName: 'PSU Bayview',
  shortName: 'Bayview',
  tenantCode: 'PSS',
};
const { tenantCode: _tenant, ...identity } = user;
const rumConfig = { provider: 'cloudwatch-rum' as const, applicationId: 'app-1', region: 'us-east-1', identityPoolId: 'pool', guestRoleArn: 'arn:role', sessionSampleRate: 1 };

afterEach(() => {
  resetAnalytics();
  setAnalyticsAdapter({ identify: () => undefined, reset: () => undefined });
});

describe('the analytics hand-off', () => {
  it('writes the identity to the console in development, exactly the seven fields', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);

    const provider = await installAnalytics({ dev: true });
    identifyUser(user);

    expect(provider).toBe('console');
    expect(info).toHaveBeenCalledWith('[analytics] identify', identity);
    info.mockRestore();
  });

  it('hands a user signed in before the adapter loaded to it as soon as it is plugged in', () => {
    const identify = vi.fn();
    identifyUser(user);

    setAnalyticsAdapter({ identify, reset: () => undefined });

    expect(identify).toHaveBeenCalledWith(identity);
  });

  it('uses CloudWatch RUM when the runtime config names it, and nothing when it names none', async () => {
    const loadRum = vi.fn(async () => consoleAnalyticsAdapter({ info: () => undefined }));

    const rum = await installAnalytics({ dev: false, loadConfig: async () => ({ analytics: rumConfig }), loadRum });
    const none = await installAnalytics({ dev: false, loadConfig: async () => ({ analytics: { provider: 'none' } }), loadRum });

    expect([rum, none]).toEqual(['cloudwatch-rum', 'none']);
    expect(loadRum).toHaveBeenCalledTimes(1);
    expect(loadRum).toHaveBeenCalledWith(rumConfig);
  });

  it('leaves analytics off when the RUM client cannot load', async () => {
    const provider = await installAnalytics({ dev: false, loadConfig: async () => ({ analytics: rumConfig }), loadRum: () => Promise.reject(new Error('chunk failed')) });

    expect(provider).toBe('none');
  });
});

describe('the CloudWatch RUM adapter', () => {
  it("starts the user's session with their id and the identity as session attributes; sign-out starts an anonymous one", () => {
    const rum: RumClient = { startSession: vi.fn(() => 'session'), addSessionAttributes: vi.fn() };
    const adapter = cloudWatchRumAdapter(rum);

    adapter.identify(identity);
    adapter.reset();

    expect(rum.startSession).toHaveBeenNthCalledWith(1, { userId: 'user-staff-one' });
    expect(rum.addSessionAttributes).toHaveBeenCalledWith({
      user_id: 'user-staff-one',
      user_first_name: 'Sam',
      user_last_name: 'Staff',
      user_email: 'staff.one@example.edu',
      user_campus_code: '01',
      user_campus_name: 'PSU Bayview',
      user_campus_short_name: 'Bayview',
    });
    expect(rum.startSession).toHaveBeenNthCalledWith(2);
  });
});

describe('the runtime config', () => {
  it('reads the provider from /runtime-config.json, and none when it is missing or malformed', async () => {
    const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

    expect(await fetchRuntimeConfig(answer(200, { analytics: rumConfig }))).toEqual({ analytics: rumConfig });
    expect(await fetchRuntimeConfig(answer(404, 'Not found'))).toEqual({ analytics: { provider: 'none' } });
    expect(await fetchRuntimeConfig(answer(200, { analytics: { provider: 'pinpoint' } }))).toEqual({ analytics: { provider: 'none' } });
  });
});
