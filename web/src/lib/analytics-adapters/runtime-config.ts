import { noRuntimeConfig, webRuntimeConfigSchema, type WebRuntimeConfig } from '@schema/analytics/analytics-config';

/** Where the Web stack writes the settings the web app reads at run time (infra/stacks/web-stack.ts). */
export const runtimeConfigPath = '/runtime-config.json';

/**
 * The deployment's runtime config; none (no analytics) when it is absent, as locally, or unreadable: analytics
 * never stops the app from working.
 */
export async function fetchRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<WebRuntimeConfig> {
  try {
    const response = await fetchFn(runtimeConfigPath, { cache: 'no-store' });
    const parsed = webRuntimeConfigSchema.safeParse(response.ok ? await response.json() : null);
    return parsed.success ? parsed.data : noRuntimeConfig;
  } catch {
    return noRuntimeConfig;
  }
}
