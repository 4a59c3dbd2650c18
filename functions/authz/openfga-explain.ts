import type { CheckRequest } from './authorization-service';
import { createAuthzEngine, loadModelJson, type Explanation, type ModelJson } from './engine';
import type { Page, ReadFilter, ReadResult, StoredTuple, TupleStore } from './engine/types';

/** What explaining over an OpenFGA server needs from it: its model and its Read. */
export interface OpenFgaReads {
  readAuthorizationModel(): Promise<{ dsl: string; json: unknown }>;
  read(filter: ReadFilter, page?: Page): Promise<ReadResult>;
}

/** Every page of one Read filter (OpenFGA pages at most 100 tuples). */
async function readAll(server: OpenFgaReads, filter: ReadFilter): Promise<StoredTuple[]> {
  const tuples: StoredTuple[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await server.read(filter, { pageSize: 100, ...(continuationToken ? { continuationToken } : {}) });
    tuples.push(...page.tuples);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return tuples;
}

/** The server's tuples as a read-only TupleStore: OpenFGA has no Explain, so the engine walks its tuples. */
function readOnlyStore(server: OpenFgaReads): TupleStore {
  return {
    readUsersOf: (object, relation) => readAll(server, { object, relation }),
    readObjectsOf: (user, objectType, relation) => readAll(server, { user, relation, object: `${objectType}:` }),
    read: (filter, page) => server.read(filter, page),
    write: () => Promise.reject(new Error('Explain over an OpenFGA server never writes')),
  };
}

/**
 * Explain for a deployment on an OpenFGA server: the embedded engine (OpenFGA's semantics, checked by the
 * conformance tests) over the server's model and tuples, read through its API.
 */
export async function explainOverOpenFga(server: OpenFgaReads, request: CheckRequest): Promise<Explanation> {
  const model = await server.readAuthorizationModel();
  const { id: _id, ...json } = model.json as ModelJson & { id?: string };
  return createAuthzEngine(loadModelJson(json, model.dsl), readOnlyStore(server)).explain(request);
}
