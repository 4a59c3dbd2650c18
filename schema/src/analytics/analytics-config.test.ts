import { describe, expect, it } from 'vitest';
import { analyticsSettingSchema, webRuntimeConfigSchema } from './analytics-config';

describe('the analytics setting of infra/config', () => {
  it('sends the identity nowhere unless a provider is named', () => {
    expect(analyticsSettingSchema.parse(undefined)).toEqual({ provider: 'none', sessionSampleRate: 1 });
    expect(analyticsSettingSchema.parse({ provider: 'cloudwatch-rum', sessionSampleRate: 0.25 })).toEqual({ provider: 'cloudwatch-rum', sessionSampleRate: 0.25 });
  });

  it('refuses a provider it has no adapter for, and a sample rate outside 0 to 1', () => {
    expect(analyticsSettingSchema.safeParse({ provider: 'pinpoint' }).success).toBe(false);
    expect(analyticsSettingSchema.safeParse({ provider: 'cloudwatch-rum', sessionSampleRate: 2 }).success).toBe(false);
  });

  it('reads a RUM runtime config only with every id the client needs', () => {
    const rum = { provider: 'cloudwatch-rum', applicationId: 'a', region: 'us-east-1', identityPoolId: 'p', guestRoleArn: 'r', sessionSampleRate: 1 };

    expect(webRuntimeConfigSchema.safeParse({ analytics: rum }).success).toBe(true);
    expect(webRuntimeConfigSchema.safeParse({ analytics: { ...rum, identityPoolId: undefined } }).success).toBe(false);
  });
});
