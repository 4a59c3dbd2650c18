/** The metric namespace the handlers publish to (functions/shared/observability.ts says the same). */
export const metricsNamespace = 'CampusForms';

/** `inventory` -> `Inventory`, `cleanup-by-test-id` -> `CleanupByTestId`: construct ids and AppSync names. */
export const pascalCase = (name: string) =>
  name.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_match, _separator, char: string) => char.toUpperCase());
