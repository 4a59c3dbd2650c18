/** The metric namespace the handlers publish to: one definition, in functions/shared/metric-names.ts. */
export { metricsNamespace } from '../schema/src/operations/metric-names';

/** `inventory` -> `Inventory`, `cleanup-by-test-id` -> `CleanupByTestId`: construct ids and AppSync names. */
export const pascalCase = (name: string) =>
  name.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_match, _separator, char: string) => char.toUpperCase());
