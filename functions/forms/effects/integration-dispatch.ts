import { logger } from '../telemetry';

/** Whether the code runs inside AWS Lambda (which freezes the process once the handler answers). */
const runsInLambda = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

const inFlight = new Set<Promise<void>>();

/**
 * Runs integration work after an arrival without holding up the request that caused it, when it is safe to:
 * locally (one long-lived process) the work runs detached and its failure is logged. In Lambda a detached
 * promise would be frozen with the process once the handler answers (and lost on a cold stop), so there the
 * work is awaited: the mutation answers once its integrations are done (see docs/architecture.md).
 */
export async function dispatchIntegrationWork(work: () => Promise<void>, about: { formId: string; triggerId: string }): Promise<void> {
  const running = work().catch((error: unknown) => logger.error('Integration work failed', { ...about, error: error as Error }));
  if (runsInLambda()) return running;
  inFlight.add(running);
  void running.finally(() => inFlight.delete(running));
}

/** Resolves once every detached integration call of this process has finished (for a clean shutdown). */
export async function integrationWorkSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
