import type { ExportFigures } from './export-run';
import type { OldScanFigures } from './scale-metrics';
import type { ListFigures, PageFigures } from './scale-measure';

/** Everything measured at one size of the store. */
export interface SizeFigures {
  forms: number;
  groups: number;
  /** Seconds spent seeding up to this size (this step only), and items written per second in it. */
  seedSeconds: number;
  seedItemsPerSecond: number;
  /**
   * After seeding, in MB: process.memoryUsage() of the API's process, and the store's process's RSS (absent when
   * the store ran inline, in the API's process: BENCH_SCALE_STORE=inline).
   */
  memoryMb: { rss: number; heapUsed: number; storeRss?: number };
  lists: ListFigures[];
  /** Totals that did not match what was seeded, as printed. */
  totalWarnings: string[];
  /** The old Metrics tab's read of the forms (issue 15 replaced it with the aggregate), measured once in-process. */
  oldMetricsScan?: OldScanFigures;
  /** Export CSV of the forms' group (dataExplorerExport, as its program admin), once. */
  export?: ExportFigures;
}

/** One bench:scale run, as written to .bench/scale.json. */
export interface ScaleReport {
  date: string;
  node: string;
  cpus: number;
  loadAverage: number;
  samplesPerPage: number;
  sizes: SizeFigures[];
  graphqlErrors: number;
}

const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(1));
/** A page's p50, or how many of its requests failed when any did (a timed-out page has no honest time). */
const timeOf = (page: PageFigures | undefined) => (page?.errors ? `error x${page.errors}` : ms(page?.p50Ms));
/** The larger size's p50 over the smaller's; none when either page is missing or failed. */
const ratio = (large: PageFigures | undefined, small: PageFigures | undefined) =>
  !large || !small || large.errors || small.errors || small.p50Ms <= 0 ? '-' : `${(large.p50Ms / small.p50Ms).toFixed(2)}x`;
/** Requests per page; at least that many when the page failed (a timed-out resolver goes on reading after). */
const requestsOf = (page: PageFigures | undefined) => (page ? `${page.errors ? '≥' : ''}${page.requests}` : '-');
const sizeLabel = (forms: number) => (forms >= 1000 ? `${forms / 1000}k` : String(forms));

function fixedWidth(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join(' | ')).join('\n');
}

const listNames = (report: ScaleReport) => [...new Set(report.sizes.flatMap((size) => size.lists.map((list) => list.name)))];
const figuresOf = (size: SizeFigures, name: string) => size.lists.find((list) => list.name === name);

/** One fixed-width table per list: each size with its p50/p90 first and deep page and requests per page. */
export function consoleTables(report: ScaleReport): string {
  const header = ['forms', 'groups', 'first p50 ms', 'first p90 ms', 'deep p50 ms', 'deep p90 ms', 'deep page', 'req/first', 'req/deep'];
  return listNames(report)
    .map((name) => {
      const rows = report.sizes.flatMap((size) => {
        const list = figuresOf(size, name);
        if (!list) return [];
        const { first, deep } = list;
        const deepLabel = deep ? `${deep.page} (${deep.reachedBy})` : '-';
        return [[sizeLabel(size.forms), String(size.groups), timeOf(first), ms(first.p90Ms), timeOf(deep), ms(deep?.p90Ms), deepLabel, requestsOf(first), requestsOf(deep)]];
      });
      return `${name}\n${fixedWidth([header, ...rows])}`;
    })
    .join('\n\n');
}

/** Per list: the largest size's p50 over the smallest's, for the first and the deep page. */
export function ratios(report: ScaleReport): Array<{ name: string; first: string; deep: string; requests: string }> {
  const smallest = report.sizes[0];
  const largest = report.sizes.at(-1);
  if (!smallest || !largest) return [];
  return listNames(report).map((name) => {
    const small = figuresOf(smallest, name);
    const large = figuresOf(largest, name);
    return {
      name,
      first: ratio(large?.first, small?.first),
      deep: ratio(large?.deep, small?.deep),
      requests: report.sizes.map((size) => `${requestsOf(figuresOf(size, name)?.first)}/${requestsOf(figuresOf(size, name)?.deep)}`).join(' → '),
    };
  });
}

/** The markdown to paste into docs/performance.md: p50 first/deep page per size, requests, and the ratios. */
export function markdownTables(report: ScaleReport): string {
  const largest = report.sizes.at(-1);
  const smallest = report.sizes[0];
  const span = smallest && largest ? `${sizeLabel(largest.forms)}/${sizeLabel(smallest.forms)}` : '';
  const sizeColumns = report.sizes.map((size) => `${sizeLabel(size.forms)}: p50 first / deep ms`);
  const header = ['list', ...sizeColumns, 'requests first/deep per size', `${span} first`, `${span} deep`];
  const byName = new Map(ratios(report).map((row) => [row.name, row]));
  const rows = listNames(report).map((name) => {
    const cells = report.sizes.map((size) => {
      const list = figuresOf(size, name);
      return list ? `${timeOf(list.first)} / ${timeOf(list.deep)}` : '-';
    });
    const row = byName.get(name);
    return [name, ...cells, row?.requests ?? '-', row?.first ?? '-', row?.deep ?? '-'];
  });
  const table = [header, header.map((_, index) => (index === 0 ? '---' : '---:')), ...rows].map((row) => `| ${row.join(' | ')} |`);
  const seeding = report.sizes.map(
    (size) => `| ${sizeLabel(size.forms)} | ${size.groups} | ${size.seedSeconds.toFixed(1)} | ${size.seedItemsPerSecond.toFixed(0)} | ${size.memoryMb.rss} | ${size.memoryMb.storeRss ?? '-'} |`,
  );
  const scans = report.sizes.flatMap((size) =>
    size.oldMetricsScan
      ? [`| ${sizeLabel(size.forms)} | ${size.oldMetricsScan.sample.ms.toFixed(0)} ms, ${size.oldMetricsScan.sample.requests} requests, ${size.oldMetricsScan.sample.forms} forms | ${size.oldMetricsScan.full.ms.toFixed(0)} ms, ${size.oldMetricsScan.full.requests} requests, ${size.oldMetricsScan.full.forms} forms |`]
      : [],
  );
  const scanTable = scans.length ? ['', '| forms | old Metrics tab read (2,000 sample) | exact scan of every form |', '| ---: | ---: | ---: |', ...scans] : [];
  return [...table, '', '| forms | groups | seeding s (this step) | items/s | API RSS MB | store RSS MB |', '| ---: | ---: | ---: | ---: | ---: | ---: |', ...seeding, ...scanTable, ...exportTable(report)].join('\n');
}

/** Export CSV at each size: the whole export, and per 1,000 rows its time, API requests and DynamoDB requests. */
function exportTable(report: ScaleReport): string[] {
  const rows = report.sizes.flatMap(({ forms, export: figures }) => {
    if (!figures) return [];
    const thousands = Math.max(1, figures.rows) / 1000;
    const per = (value: number, digits: number) => (value / thousands).toFixed(digits);
    return [`| ${sizeLabel(forms)} | ${figures.rows} | ${figures.seconds.toFixed(1)} | ${per(figures.seconds * 1000, 0)} | ${per(figures.requests, 2)} | ${per(figures.dynamoRequests, 2)} |`];
  });
  return rows.length ? ['', '| forms | export rows | export s | ms per 1,000 rows | requests per 1,000 rows | DynamoDB requests per 1,000 rows |', '| ---: | ---: | ---: | ---: | ---: | ---: |', ...rows] : [];
}
