import { createWriteStream } from 'node:fs';
import { dynamoRequestCounter } from '../../functions/data/client';
import { exportCsv, type ExportChunk } from '../../schema/src/explorer/csv-export';
import { graphql } from './api-workload';
import type { LoopbackClient } from './loopback-http';
import { scaleScenario } from './scale-records';

/** The columns the benches expose: every form field and the lab inspection's three answered questions. */
export const exportColumns = ['autoId', 'name', 'status', 'owner', 'createdDate', 'lastModified', 'q:lsi-room', 'q:lsi-segregated', 'q:lsi-comments'];

const exportQuery = `query Export($input: DataExplorerExportInput!) {
  dataExplorerExport(input: $input) { csv rows nextCursor scanned groupTotal }
}`;

/** Exposes a template group of the benches' program in its Data Explorer (as its program admin), with {@link exportColumns}. */
export async function exposeInExplorer(http: LoopbackClient, token: string, groupId: string): Promise<void> {
  const config = await graphql<{ dataExplorerConfig: { version: number } }>(http, token, 'query ($p: ID!) { dataExplorerConfig(programId: $p) { version } }', { p: scaleScenario.programId });
  const saved = await graphql(http, token, 'mutation ($input: SaveDataExplorerConfigInput!) { saveDataExplorerConfig(input: $input) { version } }', {
    input: { programId: scaleScenario.programId, expectedVersion: config.data?.dataExplorerConfig.version ?? 0, templates: [{ templateGroupId: groupId, columns: exportColumns }], exporters: 'PROGRAM_ADMINS' },
  });
  if (saved.errors) throw new Error(`The configuration could not be saved: ${JSON.stringify(saved.errors)}`);
}

/** One timed export: rows, HTTP requests, DynamoDB requests (this process's store) and seconds. */
export interface ExportFigures {
  rows: number;
  requests: number;
  dynamoRequests: number;
  seconds: number;
}

/**
 * Times one export into `file` (or nowhere), one chunk a request from `fetchChunk`, counting the DynamoDB requests
 * the store served meanwhile.
 */
export async function timedExport(fetchChunk: (cursor: string | null, request: number) => Promise<ExportChunk>, file?: string): Promise<ExportFigures> {
  const out = file ? createWriteStream(file) : undefined;
  let requests = 0;
  const dynamoBefore = dynamoRequestCounter.total;
  const start = performance.now();
  const { rows } = await exportCsv({
    fetchChunk: (cursor) => fetchChunk(cursor, (requests += 1)),
    write: (chunk) => (out ? new Promise<void>((resolve) => (out.write(chunk) ? resolve() : out.once('drain', resolve))) : undefined),
  });
  if (out) await new Promise<void>((resolve) => out.end(resolve));
  return { rows, requests, dynamoRequests: dynamoRequestCounter.total - dynamoBefore, seconds: (performance.now() - start) / 1000 };
}

/** Export CSV as the Data Explorer runs it: dataExplorerExport's stretches of a group's forms, newest first. */
export const exportGroup = (http: LoopbackClient, token: string, groupId: string, file?: string) =>
  timedExport(async (cursor) => {
    const answer = await graphql<{ dataExplorerExport: ExportChunk }>(http, token, exportQuery, { input: { programId: scaleScenario.programId, templateGroupId: groupId, cursor } });
    if (!answer.data) throw new Error(`dataExplorerExport failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.dataExplorerExport;
  }, file);
