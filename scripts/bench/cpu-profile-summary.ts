/** A V8 CPU profile, as the inspector's Profiler.stop returns it. */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

/** Milliseconds of CPU (self time) by where the code comes from, and by function. */
export interface ProfileTotals {
  byGroup: Map<string, number>;
  byFunction: Map<string, number>;
  totalMs: number;
}

const ourRoot = /^file:\/\/.*?\/(functions|schema|scripts)\//;

/**
 * Where a function comes from: the npm package for library code, the file (relative) for ours, Node's module
 * for Node's own JavaScript, and V8's pseudo-frames ((garbage collector), (program)) as they are.
 */
export function groupOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const packages = url.match(/node_modules\/(@[^/]+\/[^/]+|[^/]+)/g);
  if (packages) return packages[packages.length - 1]!.replace('node_modules/', '');
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').replace(/\/.*$/, '').replace(/^node:_?(http|https)_\w+$/, 'node:http');
  const ours = url.match(ourRoot);
  return ours ? url.slice(url.indexOf(`/${ours[1]}/`) + 1) : url;
}

/** Sums a profile's self time by group and by function; idle time is not CPU and is left out. */
export function totalsOf(profile: CpuProfile): ProfileTotals {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalMs = 0;
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!frame || frame.functionName === '(idle)') return;
    const group = groupOf(frame.url, frame.functionName);
    byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${group}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    totalMs += ms;
  });
  return { byGroup, byFunction, totalMs };
}

/**
 * The CPU per operation of `measured` beyond `baseline` (each divided by its own operation count), by key,
 * largest first: what the measured path pays that the baseline does not.
 */
export function perOperationDifference(
  measured: Map<string, number>,
  measuredOperations: number,
  baseline: Map<string, number>,
  baselineOperations: number,
): Array<{ key: string; measuredMs: number; baselineMs: number; extraMs: number }> {
  const keys = new Set([...measured.keys(), ...baseline.keys()]);
  return [...keys]
    .map((key) => {
      const measuredMs = (measured.get(key) ?? 0) / Math.max(1, measuredOperations);
      const baselineMs = (baseline.get(key) ?? 0) / Math.max(1, baselineOperations);
      return { key, measuredMs, baselineMs, extraMs: measuredMs - baselineMs };
    })
    .sort((a, b) => b.extraMs - a.extraMs);
}
