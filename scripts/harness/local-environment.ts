/**
 * Quiet defaults for running the handlers locally. Loggers and metrics read these when their modules are
 * imported, so callers set them before importing the local stack.
 */
export function applyLocalEnvironmentDefaults(): void {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  // EMF lines on every request drown the terminal locally; METRICS=on shows them.
  if (process.env.METRICS !== 'on') process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
}
