/**
 * `npm run bench:export`: exports a template's 100k responses to CSV the way the Data Explorer's Export CSV does
 * (schema/src/explorer/csv-export.ts reading dataExplorerExport's stretches of CSV through the real HTTP GraphQL
 * endpoint as a program admin), into .bench/export.csv, and times it against, in the same run: the same forms read
 * straight from the template group's forms index with the SDK (the floor any export pays), and the previous
 * approach (dataExplorerRows 500 rows a request, the CSV written in the client; BENCH_EXPORT_PREVIOUS=0 skips it).
 * BENCH_EXPORT_FORMS sets the size (default 100,000). Writes .bench/export.json; exits non-zero when a CSV does
 * not hold every form, or the export takes 30 s or more.
 */
import './scale-quiet';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chunkOfPage, type ExportPage } from '../../schema/src/explorer/csv-export';
import { readExplorerForms, type ExplorerFormPosition } from '../../functions/data/explorer-forms';
import { startLocalStack } from '../harness/local-stack';
import { graphql, signIn } from './api-workload';
import { exportGroup, exposeInExplorer, timedExport } from './export-run';
import { seedExportForms } from './export-seed';
import { loopbackClient } from './loopback-http';
import { writeReport } from './report';
import { scaleScenario } from './scale-records';

const benchFolder = join(import.meta.dirname, '..', '..', '.bench');
const forms = Number(process.env.BENCH_EXPORT_FORMS ?? 100_000);

const rowsQuery = `query Rows($input: DataExplorerRowsInput!) {
  dataExplorerRows(input: $input) { columns { label } docs { cells { text restricted } } meta { nextCursor } scanned groupTotal }
}`;
const measurePrevious = process.env.BENCH_EXPORT_PREVIOUS !== '0';

/** The peer: every form of the group read from its index with the SDK, 1,000 a read, nothing else. */
async function rawRead(groupId: string): Promise<number> {
  let read = 0;
  let after: ExplorerFormPosition | undefined;
  for (;;) {
    const page = await readExplorerForms({ groupId, descending: true, limit: 1000, ...(after ? { after } : {}) });
    read += page.forms.length;
    const last = page.forms.at(-1)?.form;
    if (!page.more || !last) return read;
    after = { id: last.id, createdDate: last.createdDate };
  }
}

async function main(): Promise<number> {
  if (!Number.isInteger(forms) || forms < 1 || forms > 1_000_000) throw new Error(`BENCH_EXPORT_FORMS must be a number of forms, not ${process.env.BENCH_EXPORT_FORMS}`);
  const stack = await startLocalStack({ port: 0, webRoot: '/nonexistent' });
  const http = loopbackClient(stack.url, 2, 120_000);
  try {
    console.log(`Seeding ${forms} forms with answers...`);
    const seeding = performance.now();
    const groupId = await seedExportForms(forms);
    console.log(`  ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const token = await signIn(http, scaleScenario.programAdminUsername);
    await exposeInExplorer(http, token, groupId);

    const peerStart = performance.now();
    const peerRead = await rawRead(groupId);
    const peerSeconds = (performance.now() - peerStart) / 1000;
    console.log(`Peer (SDK read of the index): ${peerRead} forms in ${peerSeconds.toFixed(1)} s`);

    mkdirSync(benchFolder, { recursive: true });
    const input = { programId: scaleScenario.programId, templateGroupId: groupId };
    const previous = measurePrevious
      ? await timedExport(async (cursor, request) => {
          const answer = await graphql<{ dataExplorerRows: ExportPage }>(http, token, rowsQuery, { input: { ...input, page: request, size: 500, cursor } });
          if (!answer.data) throw new Error(`dataExplorerRows failed: ${JSON.stringify(answer.errors)}`);
          return chunkOfPage(answer.data.dataExplorerRows, request === 1);
        }, join(benchFolder, 'export-previous.csv'))
      : null;
    if (previous) console.log(`Previous (dataExplorerRows, 500 rows a request): ${previous.rows} rows in ${previous.seconds.toFixed(1)} s (${previous.requests} requests)`);
    const current = await exportGroup(http, token, groupId, join(benchFolder, 'export.csv'));
    const { rows, requests, seconds: exportSeconds } = current;
    const ratio = exportSeconds / peerSeconds;
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      loadAverage: loadavg()[0] ?? 0,
      forms,
      rows,
      requests,
      exportSeconds,
      peerSeconds,
      ratio,
      dynamoRequests: current.dynamoRequests,
      ...(previous ? { previous, previousOverCurrent: previous.seconds / exportSeconds } : {}),
    };
    writeReport(join(benchFolder, 'export.json'), report);
    console.log(`Export (dataExplorerExport): ${rows} rows in ${exportSeconds.toFixed(1)} s (${requests} requests, ${current.dynamoRequests} DynamoDB requests), ${(rows / exportSeconds).toFixed(0)} rows/s`);
    console.log(`Export / peer: ${ratio.toFixed(2)}x${previous ? `; previous / export: ${(previous.seconds / exportSeconds).toFixed(2)}x` : ''}; load ${report.loadAverage.toFixed(1)}`);
    if (previous && previous.rows !== forms) return 1;
    return rows === forms && exportSeconds < 30 ? 0 : 1;
  } finally {
    http.close();
    await stack.close();
  }
}

process.exitCode = await main();
