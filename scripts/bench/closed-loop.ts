import { summarize, type PhaseSummary } from './latency';

/** One client's operation: resolves when it succeeded, throws when it failed. */
export type Operation = () => Promise<void>;

/**
 * Runs each client's operation back to back (a closed loop: a client sends its next request only after its
 * previous one answered) until `seconds` have passed, then waits for the requests in flight. The loop is
 * bounded by the deadline; every operation carries its own timeout.
 */
export async function runClosedLoop(clients: readonly Operation[], seconds: number): Promise<PhaseSummary> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = start + seconds * 1000;
  await Promise.all(
    clients.map(async (operation) => {
      while (performance.now() < deadline) {
        const began = performance.now();
        try {
          await operation();
          latencies.push(performance.now() - began);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return summarize(latencies, errors, performance.now() - start, (cpu.user + cpu.system) / 1000, firstError);
}
