import type { OpenFgaClient, TupleKey as SdkTupleKey } from '@openfga/sdk';
import type {
  AuthorizationService,
  CheckRequest,
  ExpandRequest,
  ListedUser,
  ListObjectsRequest,
  ListUsersRequest,
  UsersetTree,
} from './authorization-service';
import type { Explanation } from './engine/explain/proof';
import type { ModelJson } from './engine/model/model-types';
import { printModelDsl } from './engine/model/print-model-dsl';
import type { Page, ReadFilter, ReadResult, TupleKey } from './engine/types';
import { createOpenFgaClient, openFgaConfigFromEnv } from './openfga-config';
import { authzErrorFor, toAuthzError } from './openfga-errors';
import { explainOverOpenFga } from './openfga-explain';

const sdkTuple = (t: TupleKey): SdkTupleKey => ({
  user: t.user,
  relation: t.relation,
  object: t.object,
  ...(t.condition ? { condition: { name: t.condition.name, context: t.condition.context } } : {}),
});

const sdkTuples = (tuples: TupleKey[] | undefined) => (tuples ?? []).map(sdkTuple);

/**
 * A check's contextual tuples and its facts: the server holds the facts' tuples too (they were written with
 * the record), so sending them is correct, only not cheaper. Duplicates are ignored by OpenFGA.
 */
const checkTuples = (request: CheckRequest) => sdkTuples([...(request.contextualTuples ?? []), ...(request.facts ?? []).flatMap((fact) => fact.tuples)]);

function engineTuple(t: SdkTupleKey): TupleKey {
  return {
    user: t.user,
    relation: t.relation,
    object: t.object,
    ...(t.condition
      ? { condition: { name: t.condition.name, ...(t.condition.context ? { context: t.condition.context as Record<string, unknown> } : {}) } }
      : {}),
  };
}

/**
 * The AuthorizationService over a real OpenFGA server through @openfga/sdk, for deployments that outgrow
 * tuples in DynamoDB. Same interface and errors (AuthzError with OpenFGA's codes) as the embedded engine.
 */
export class OpenFgaSdkService implements AuthorizationService {
  constructor(private readonly client: OpenFgaClient) {}

  /** The service configured by the environment; throws naming the first missing variable. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): OpenFgaSdkService {
    return new OpenFgaSdkService(createOpenFgaClient(openFgaConfigFromEnv(env)));
  }

  async check(request: CheckRequest): Promise<boolean> {
    const response = await call(() =>
      this.client.check({
        user: request.user,
        relation: request.relation,
        object: request.object,
        context: request.context,
        contextualTuples: checkTuples(request),
      }),
    );
    return response.allowed ?? false;
  }

  async batchCheck(requests: CheckRequest[]): Promise<boolean[]> {
    if (requests.length === 0) return [];
    const response = await call(() =>
      this.client.batchCheck({
        checks: requests.map((request, index) => ({
          user: request.user,
          relation: request.relation,
          object: request.object,
          correlationId: String(index),
          context: request.context,
          contextualTuples: { tuple_keys: checkTuples(request) },
        })),
      }),
    );
    const byId = new Map(response.result.map((result) => [result.correlationId, result]));
    return requests.map((_, index) => {
      const result = byId.get(String(index));
      if (!result) throw new Error(`OpenFGA batch check answered nothing for check ${index}`);
      const failure = result.error ? checkError(result.error) : undefined;
      if (failure) throw failure;
      return result.allowed;
    });
  }

  async expand(request: ExpandRequest): Promise<UsersetTree> {
    const response = await call(() =>
      this.client.expand({ relation: request.relation, object: request.object, contextualTuples: sdkTuples(request.contextualTuples) }),
    );
    return { ...(response.tree ?? {}) } as UsersetTree;
  }

  /** OpenFGA has no Explain: the embedded engine walks this server's model and tuples. */
  explain(request: CheckRequest): Promise<Explanation> {
    return explainOverOpenFga(this, request);
  }

  async read(filter: ReadFilter, page: Page = {}): Promise<ReadResult> {
    const response = await call(() =>
      this.client.read(
        { user: filter.user, relation: filter.relation, object: filter.object },
        { pageSize: page.pageSize, continuationToken: page.continuationToken },
      ),
    );
    const tuples = response.tuples.map((t) => ({ key: engineTuple(t.key), timestamp: String(t.timestamp) }));
    return response.continuation_token ? { tuples, continuationToken: response.continuation_token } : { tuples };
  }

  async write(writes: TupleKey[], deletes: TupleKey[]): Promise<void> {
    if (writes.length === 0 && deletes.length === 0) return;
    await call(() =>
      this.client.write({
        writes: sdkTuples(writes),
        deletes: deletes.map((t) => ({ user: t.user, relation: t.relation, object: t.object })),
      }),
    );
  }

  async listObjects(request: ListObjectsRequest): Promise<string[]> {
    const response = await call(() =>
      this.client.listObjects({
        user: request.user,
        relation: request.relation,
        type: request.type,
        context: request.context,
        contextualTuples: sdkTuples(request.contextualTuples),
      }),
    );
    return response.objects;
  }

  async listUsers(request: ListUsersRequest): Promise<ListedUser[]> {
    const colon = request.object.indexOf(':');
    const response = await call(() =>
      this.client.listUsers({
        object: { type: request.object.slice(0, colon), id: request.object.slice(colon + 1) },
        relation: request.relation,
        user_filters: request.userFilters,
        context: request.context,
        contextualTuples: sdkTuples(request.contextualTuples),
      }),
    );
    return response.users.map(listedUser);
  }

  async readAuthorizationModel(): Promise<{ id: string; dsl: string; json: unknown }> {
    const response = await call(() =>
      this.client.authorizationModelId ? this.client.readAuthorizationModel() : this.client.readLatestAuthorizationModel(),
    );
    const model = response.authorization_model;
    if (!model) throw new Error('OpenFGA store has no authorization model');
    const { id, ...json } = model;
    return { id, dsl: printModelDsl(json as unknown as ModelJson), json: { ...model } };
  }
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toAuthzError(error);
  }
}

/** The error one check of a batch answered, if it really is one (the enums' zero values mean none). */
function checkError(error: { input_error?: string | number; internal_error?: string | number; message?: string }) {
  const input = error.input_error;
  if (input && input !== 'no_error') return authzErrorFor(input, error.message ?? String(input));
  const internal = error.internal_error;
  if (internal && internal !== 'no_internal_error') return new Error(`OpenFGA check failed: ${internal} ${error.message ?? ''}`.trim());
  return undefined;
}

function listedUser(user: { object?: { type: string; id: string }; wildcard?: { type: string }; userset?: { type: string; id: string; relation: string } }): ListedUser {
  if (user.object) return { object: { type: user.object.type, id: user.object.id } };
  if (user.wildcard) return { wildcard: { type: user.wildcard.type } };
  if (user.userset) return { userset: { type: user.userset.type, id: user.userset.id, relation: user.userset.relation } };
  throw new Error(`OpenFGA listed a user of an unknown kind: ${JSON.stringify(user)}`);
}
