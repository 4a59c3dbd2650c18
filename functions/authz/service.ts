import { authorizationModelDsl, authorizationModelJson } from '../generated/authorization-model';
import { DynamoTupleStore } from '../data/dynamo-tuple-store';
import { requestScoped } from '../shared/request-context';
import type { AuthorizationService } from './authorization-service';
import { deferredService } from './deferred-service';
import { createAuthzEngine, loadModelJson, type AuthzEngine, type AuthzModel } from './engine';
import { SharedTupleCache } from './shared-tuple-cache';

let productModel: AuthzModel | undefined;

/** The product's authorization model (schema/authz/model.fga, compiled to JSON by codegen), loaded once per process. */
export function authorizationModel(): AuthzModel {
  productModel ??= loadModelJson(authorizationModelJson, authorizationModelDsl);
  return productModel;
}

/** The embedded engine as an AuthorizationService: BatchCheck answers a failed item as "not allowed". */
function embeddedService(engine: AuthzEngine): AuthorizationService {
  const model = authorizationModel();
  return {
    check: (request) => engine.check(request),
    batchCheck: async (requests) => (await engine.batchCheck(requests)).map((result) => result.allowed),
    expand: (request) => engine.expand(request),
    explain: (request) => engine.explain(request),
    read: (filter, page) => engine.read(filter, page),
    write: (writes, deletes) => engine.write(writes, deletes),
    listObjects: (request) => engine.listObjects(request),
    listUsers: (request) => engine.listUsers(request),
    readAuthorizationModel: async () => ({ id: model.id, dsl: model.dsl, json: model.json }),
  };
}

/**
 * The process's tuples: DynamoDB behind a cache of shared objects kept for at most 5 s (docs/authorization.md,
 * "Caches"). Date.now is read on each lookup, so tests that move the system clock move the cache's.
 */
export const processTupleCache = new SharedTupleCache(new DynamoTupleStore(), { now: () => Date.now() });

/**
 * The authorization service of the request being served: one engine per GraphQL request (it remembers every
 * read and every decided question, so a request never asks twice), over the process's tuple cache; or a real
 * OpenFGA server when OPENFGA_API_URL is configured.
 */
export function authorization(): AuthorizationService {
  return requestScoped('authorization', () =>
    process.env.OPENFGA_API_URL
      ? // The SDK is imported only here: functions with no server configured never load it.
        deferredService(async () => (await import('./openfga-sdk-service')).OpenFgaSdkService.fromEnv())
      : embeddedService(createAuthzEngine(authorizationModel(), processTupleCache)),
  );
}
