import type { Operation } from './closed-loop';

/** CPU per operation of one workload over interleaved rounds: the least (the steadiest figure) and the median. */
export interface RoundsCpu {
  name: string;
  minMs: number;
  medianMs: number;
}

/**
 * CPU per operation of each workload, one client, measured in `rounds` rounds of `perRound` operations with the
 * workloads interleaved (A, B, C, A, B, C...), so that other work on the machine weighs on all of them alike;
 * the least of the rounds is the figure least disturbed by it. Each round starts with a few unmeasured operations.
 */
export async function interleavedCpu(workloads: ReadonlyArray<[string, Operation]>, rounds: number, perRound: number): Promise<RoundsCpu[]> {
  const samples = new Map<string, number[]>(workloads.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, operation] of workloads) {
      for (let index = 0; index < 10; index += 1) await operation();
      const before = process.cpuUsage();
      for (let index = 0; index < perRound; index += 1) await operation();
      const used = process.cpuUsage(before);
      samples.get(name)!.push((used.user + used.system) / 1000 / perRound);
    }
  }
  return workloads.map(([name]) => {
    const sorted = [...samples.get(name)!].sort((a, b) => a - b);
    return { name, minMs: sorted[0] ?? 0, medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0 };
  });
}
