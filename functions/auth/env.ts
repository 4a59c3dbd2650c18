/** A required environment variable; fails fast, naming the variable, when it is missing. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing configuration: environment variable ${name} must be set.`);
  return value;
}

/** A positive number from the environment, or `fallback` when unset; a malformed value fails fast. */
export function positiveNumberEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`Invalid configuration: environment variable ${name} must be a positive number (got "${raw}").`);
  }
  return value;
}
