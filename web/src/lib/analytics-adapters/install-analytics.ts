import { setAnalyticsAdapter, type AnalyticsAdapter } from '../analytics';
import { consoleAnalyticsAdapter } from './console-adapter';
import { fetchRuntimeConfig } from './runtime-config';

/** What picking the adapter depends on: dev mode, the runtime config, and the RUM adapter's chunk. */
export interface AnalyticsEnvironment {
  dev: boolean;
  loadConfig?: typeof fetchRuntimeConfig;
  /** Loads the RUM client's chunk and makes the adapter (the client is large: only deployments using it load it). */
  loadRum?: (config: Parameters<typeof import('./cloudwatch-rum-adapter').createRumClient>[0]) => Promise<AnalyticsAdapter>;
}

const loadRumAdapter: NonNullable<AnalyticsEnvironment['loadRum']> = async (config) => {
  const rum = await import('./cloudwatch-rum-adapter');
  return rum.cloudWatchRumAdapter(rum.createRumClient(config, import.meta.env.VITE_APP_VERSION ?? '1.0.0'));
};

/**
 * Plugs in the analytics adapter of this deployment: the console in Vite dev mode; else the provider the runtime
 * config names (CloudWatch RUM), or none. Answers the provider chosen. A failure leaves analytics off, never the app.
 */
export async function installAnalytics({ dev, loadConfig = fetchRuntimeConfig, loadRum = loadRumAdapter }: AnalyticsEnvironment): Promise<string> {
  if (dev) {
    setAnalyticsAdapter(consoleAnalyticsAdapter());
    return 'console';
  }
  const { analytics } = await loadConfig();
  if (analytics.provider !== 'cloudwatch-rum') return 'none';
  try {
    setAnalyticsAdapter(await loadRum(analytics));
    return analytics.provider;
  } catch {
    return 'none';
  }
}
