import type { ApiClient } from '../support/local-api';

/** One row of dataExplorerRows as the tests read it. */
export interface ExplorerRowsAnswer {
  columns: Array<{ key: string; label: string; kind: string }>;
  docs: Array<{ id: string; cells: Array<{ text: string | null; restricted: boolean }> }>;
  meta: { page: number; size: number; total: number; nextCursor: string | null };
  partialTotal: boolean | null;
  scanned: number;
  groupTotal: number;
}

const rowsQuery = `query Rows($input: DataExplorerRowsInput!) {
  dataExplorerRows(input: $input) {
    columns { key label kind }
    docs { id cells { text restricted } }
    meta { page size total nextCursor }
    partialTotal scanned groupTotal
  }
}`;

/** One page of the explorer. */
export const explorerRows = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ dataExplorerRows: ExplorerRowsAnswer }>(rowsQuery, { input });

/** One stretch of an export as the tests read it. */
export interface ExplorerExportAnswer {
  csv: string;
  rows: number;
  nextCursor: string | null;
  scanned: number;
  groupTotal: number;
}

/** One stretch of Export CSV. */
export const explorerExport = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ dataExplorerExport: ExplorerExportAnswer }>(
    'query Export($input: DataExplorerExportInput!) { dataExplorerExport(input: $input) { csv rows nextCursor scanned groupTotal } }',
    { input },
  );

/** Saves a configuration (whole) at `expectedVersion`. */
export const saveExplorerConfig = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ saveDataExplorerConfig: { version: number; templates: Array<{ templateGroupId: string; columns: Array<{ key: string }> }> } }>(
    'mutation Save($input: SaveDataExplorerConfigInput!) { saveDataExplorerConfig(input: $input) { version exporters exportRoleId templates { templateGroupId columns { key } } } }',
    { input },
  );

/** The configuration with its candidates. */
export const explorerConfig = (client: ApiClient, programId: string) =>
  client.graphql<{ dataExplorerConfig: { version: number; candidates: Array<{ templateGroupId: string; columns: Array<{ key: string }> }> } }>(
    'query C($programId: ID!) { dataExplorerConfig(programId: $programId) { version candidates { templateGroupId columns { key } } } }',
    { programId },
  );
