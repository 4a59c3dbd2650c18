/**
 * `npm run bench:import`: imports a CSV file of 10,000 rows (BENCH_IMPORT_ROWS) into a new library the way the
 * import screen does: the file parsed by papaparse, the rows sent 100 at a time to importLibraryItems through the
 * real HTTP GraphQL endpoint as global.admin, one batch after another. Then imports the same file again (every row
 * updates its item, matched by the unique field). Writes .bench/import.json; exits non-zero when a pass does not
 * account for every row or the first import takes 60 s or more.
 */
import './scale-quiet';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { startLocalStack } from '../harness/local-stack';
import { graphql, signIn } from './api-workload';
import { loopbackClient, type LoopbackClient } from './loopback-http';
import { writeReport } from './report';

const benchFolder = join(import.meta.dirname, '..', '..', '.bench');
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const targetSeconds = 60;

const fields = [
  { fieldName: 'name', dataType: 'TEXT', required: true },
  { fieldName: 'casNumber', dataType: 'TEXT', unique: true },
  { fieldName: 'flashPoint', dataType: 'NUMBER' },
  { fieldName: 'received', dataType: 'DATE' },
  { fieldName: 'restricted', dataType: 'BOOLEAN' },
  { fieldName: 'hazardClass', dataType: 'PICK_LIST', pickListSelection: [{ label: 'Flammable', value: 'flammable' }, { label: 'Corrosive', value: 'corrosive' }] },
];

const importDocument = 'mutation I($input: ImportLibraryItemsInput!) { importLibraryItems(input: $input) { created updated rejected } }';

/** The file: one row per chemical, every value valid. */
function csvText(count: number): string {
  const data = Array.from({ length: count }, (_, index) => ({
    name: `Chemical ${index}`,
    casNumber: `${100_000 + index}-00-${index % 10}`,
    flashPoint: String((index % 300) - 50),
    received: `2026-0${(index % 9) + 1}-1${index % 10}`,
    restricted: index % 2 === 0 ? 'yes' : 'no',
    hazardClass: index % 2 === 0 ? 'Flammable' : 'corrosive',
  }));
  return Papa.unparse(data);
}

async function data<T>(http: LoopbackClient, token: string, query: string, variables: object): Promise<T> {
  const answer = await graphql<T>(http, token, query, variables);
  if (!answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A new library with the bench's fields. */
async function givenLibrary(http: LoopbackClient, token: string): Promise<string> {
  const created = await data<{ createLibrarySchema: { id: string; version: number } }>(http, token, 'mutation C($input: CreateLibrarySchemaInput!) { createLibrarySchema(input: $input) { id version } }', {
    input: { objectName: `Import bench ${Date.now()}` },
  });
  let version = created.createLibrarySchema.version;
  for (const field of fields) {
    const added = await data<{ addLibraryField: { version: number } }>(http, token, 'mutation A($input: LibraryFieldChangeInput!) { addLibraryField(input: $input) { version } }', {
      input: { libraryId: created.createLibrarySchema.id, expectedVersion: version, field },
    });
    version = added.addLibraryField.version;
  }
  return created.createLibrarySchema.id;
}

/** One pass: the file parsed record by record, sent 100 rows a request, one request at a time. */
async function importFile(http: LoopbackClient, token: string, libraryId: string, text: string) {
  const records: Array<Record<string, string>> = [];
  Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy', step: (result) => void records.push(result.data) });
  const totals = { created: 0, updated: 0, rejected: 0, requests: 0 };
  const start = performance.now();
  for (let offset = 0; offset < records.length; offset += 100) {
    const batch = records.slice(offset, offset + 100).map((record) => JSON.stringify(record));
    const answer = await data<{ importLibraryItems: { created: number; updated: number; rejected: number } }>(http, token, importDocument, { input: { libraryId, rows: batch } });
    totals.created += answer.importLibraryItems.created;
    totals.updated += answer.importLibraryItems.updated;
    totals.rejected += answer.importLibraryItems.rejected;
    totals.requests += 1;
  }
  return { ...totals, seconds: (performance.now() - start) / 1000 };
}

async function main(): Promise<number> {
  if (!Number.isInteger(rows) || rows < 1 || rows > 1_000_000) throw new Error(`BENCH_IMPORT_ROWS must be a number of rows, not ${process.env.BENCH_IMPORT_ROWS}`);
  const stack = await startLocalStack({ port: 0, webRoot: '/nonexistent' });
  const http = loopbackClient(stack.url, 2, 120_000);
  try {
    const token = await signIn(http, 'global.admin');
    const libraryId = await givenLibrary(http, token);
    const text = csvText(rows);
    const first = await importFile(http, token, libraryId, text);
    console.log(`First import: ${first.created} created, ${first.rejected} rejected in ${first.seconds.toFixed(1)} s (${first.requests} requests), ${(rows / first.seconds).toFixed(0)} rows/s`);
    const again = await importFile(http, token, libraryId, text);
    console.log(`Same file again: ${again.updated} updated, ${again.created} created, ${again.rejected} rejected in ${again.seconds.toFixed(1)} s`);
    const report = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAverage: loadavg()[0] ?? 0, rows, first, again };
    mkdirSync(benchFolder, { recursive: true });
    writeReport(join(benchFolder, 'import.json'), report);
    console.log(`Load average ${report.loadAverage.toFixed(1)} on ${report.cpus} cores; target: first import under ${targetSeconds} s`);
    const complete = first.created === rows && again.updated === rows && first.rejected + again.rejected + again.created === 0;
    return complete && first.seconds < targetSeconds ? 0 : 1;
  } finally {
    http.close();
    await stack.close();
  }
}

process.exitCode = await main();
