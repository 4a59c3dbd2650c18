import { z } from 'zod';

/**
 * Where the signed-in user's identity goes for product analytics and user guidance (spec: end-user area, section
 * 1). `none` (the default) sends it nowhere; `cloudwatch-rum` sends it to an Amazon CloudWatch RUM app monitor that
 * the Web stack creates. Amazon Pinpoint is not offered: AWS ends its support (October 2026).
 */
export const analyticsProviders = ['none', 'cloudwatch-rum'] as const;

export type AnalyticsProvider = (typeof analyticsProviders)[number];

/** The `analytics` setting of infra/config/campuses.json: what a deploy sets up. */
export const analyticsSettingSchema = z
  .object({
    provider: z.enum(analyticsProviders).default('none'),
    // The share of sessions RUM records (1: all of them).
    sessionSampleRate: z.number().min(0).max(1).default(1),
  })
  .strict()
  .default({ provider: 'none', sessionSampleRate: 1 });

export type AnalyticsSetting = z.infer<typeof analyticsSettingSchema>;

/** What the web app reads at /runtime-config.json to pick its analytics adapter; written by the Web stack. */
export const analyticsRuntimeConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('none') }),
  z.object({
    provider: z.literal('cloudwatch-rum'),
    applicationId: z.string().min(1),
    region: z.string().min(1),
    identityPoolId: z.string().min(1),
    guestRoleArn: z.string().min(1),
    sessionSampleRate: z.number().min(0).max(1),
  }),
]);

export type AnalyticsRuntimeConfig = z.infer<typeof analyticsRuntimeConfigSchema>;

/** The body of /runtime-config.json: settings the web app reads at run time rather than at build time. */
export const webRuntimeConfigSchema = z.object({ analytics: analyticsRuntimeConfigSchema });

export type WebRuntimeConfig = z.infer<typeof webRuntimeConfigSchema>;

/** A deployment without runtime config (locally, or an older build): no analytics. */
export const noRuntimeConfig: WebRuntimeConfig = { analytics: { provider: 'none' } };
