import { CredentialsMethod, OpenFgaClient } from '@openfga/sdk';

/** Where the OpenFGA server is and which store and model to use. */
export interface OpenFgaConfig {
  apiUrl: string;
  storeId: string;
  /** Pin one model; without it every call uses the store's latest model. */
  modelId?: string;
  /** A pre-shared key, sent as a bearer token. */
  apiToken?: string;
  /** The SDK's retries of 429 and 5xx answers. */
  retry?: { maxRetry?: number; minWaitInMs?: number };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Missing configuration: environment variable ${name} must be set.`);
  return value;
}

/** The configuration from OPENFGA_API_URL, OPENFGA_STORE_ID, OPENFGA_MODEL_ID and OPENFGA_API_TOKEN. */
export function openFgaConfigFromEnv(env: NodeJS.ProcessEnv = process.env): OpenFgaConfig {
  return {
    apiUrl: required(env, 'OPENFGA_API_URL'),
    storeId: required(env, 'OPENFGA_STORE_ID'),
    ...(env.OPENFGA_MODEL_ID ? { modelId: env.OPENFGA_MODEL_ID } : {}),
    ...(env.OPENFGA_API_TOKEN ? { apiToken: env.OPENFGA_API_TOKEN } : {}),
  };
}

/** The SDK's client for a configuration (the one place that knows its options). */
export function createOpenFgaClient(config: OpenFgaConfig): OpenFgaClient {
  try {
    return new OpenFgaClient({
      apiUrl: config.apiUrl,
      storeId: config.storeId,
      authorizationModelId: config.modelId,
      credentials: config.apiToken
        ? { method: CredentialsMethod.ApiToken, config: { token: config.apiToken } }
        : undefined,
      retryParams: config.retry,
    });
  } catch (error) {
    throw new Error(`Invalid OpenFGA configuration (OPENFGA_API_URL, OPENFGA_STORE_ID, OPENFGA_MODEL_ID): ${(error as Error).message}`);
  }
}
