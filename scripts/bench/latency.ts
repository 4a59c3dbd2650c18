/** Throughput and latency of one measured phase. */
export interface PhaseSummary {
  /** Operations that completed without error. */
  operations: number;
  /** Operations that failed (a GraphQL answer with errors, a non-200 status, a thrown error). */
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time of the whole process (user + system) per operation: every part in this process, load generator included. */
  cpuMsPerOperation: number;
  /** The first error seen, to explain a non-zero `errors`. */
  firstError?: string;
}

/** Nearest-rank percentile of ascending-sorted samples (0 when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
}

/**
 * Summarizes the latencies (ms) of the successful operations of a phase that lasted `elapsedMs` and used
 * `cpuMs` of the process's CPU.
 */
export function summarize(latenciesMs: number[], errors: number, elapsedMs: number, cpuMs: number, firstError?: string): PhaseSummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    operations: sorted.length,
    errors,
    perSecond: elapsedMs > 0 ? (sorted.length * 1000) / elapsedMs : 0,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    cpuMsPerOperation: cpuMs / Math.max(1, sorted.length + errors),
    ...(firstError ? { firstError } : {}),
  };
}
