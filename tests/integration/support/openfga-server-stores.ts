import { CredentialsMethod, OpenFgaClient } from '@openfga/sdk';
import { transformer } from '@openfga/syntax-transformer';
import type { AuthorizationService } from '../../../functions/authz/authorization-service';
import type { TupleKey } from '../../../functions/authz/engine/types';
import { createOpenFgaClient } from '../../../functions/authz/openfga-config';
import { OpenFgaSdkService } from '../../../functions/authz/openfga-sdk-service';
import { userText, type StoreFile, type StoreTest } from './fga-store-files';

/** Stores created on a real OpenFGA server for store files, deleted again by `deleteAll`. */
export class ServerStores {
  private readonly created: string[] = [];
  private readonly shared = new Map<string, Promise<AuthorizationService>>();

  constructor(
    private readonly apiUrl: string,
    private readonly apiToken?: string,
  ) {}

  /** The service over a store holding the file's model and tuples: one per file, or per test with its own tuples. */
  serviceFor(file: StoreFile, test: StoreTest): Promise<AuthorizationService> {
    if (test.tuples?.length) return this.createStore(`${file.name} ${test.name}`, file.model, [...file.tuples, ...test.tuples]);
    let service = this.shared.get(file.path);
    if (!service) {
      service = this.createStore(file.name, file.model, file.tuples);
      this.shared.set(file.path, service);
    }
    return service;
  }

  async deleteAll(): Promise<void> {
    await Promise.all(this.created.map((storeId) => this.client(storeId).deleteStore()));
  }

  private client(storeId?: string) {
    return new OpenFgaClient({
      apiUrl: this.apiUrl,
      storeId,
      credentials: this.apiToken ? { method: CredentialsMethod.ApiToken, config: { token: this.apiToken } } : undefined,
    });
  }

  private async createStore(name: string, dsl: string, tuples: TupleKey[]): Promise<AuthorizationService> {
    const { id: storeId } = await this.client().createStore({ name: name.slice(0, 64) });
    this.created.push(storeId);
    const { authorization_model_id: modelId } = await this.client(storeId).writeAuthorizationModel(
      transformer.transformDSLToJSONObject(dsl),
    );
    const service = new OpenFgaSdkService(createOpenFgaClient({ apiUrl: this.apiUrl, storeId, modelId, apiToken: this.apiToken }));
    for (let offset = 0; offset < tuples.length; offset += 100) await service.write(tuples.slice(offset, offset + 100), []);
    return service;
  }
}

const sorted = (values: string[]) => [...values].sort();

/** Runs every assertion of one test; answers a line per assertion that the server answered otherwise. */
export async function runStoreTest(service: AuthorizationService, test: StoreTest): Promise<string[]> {
  const failures: string[] = [];
  const expectSame = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      failures.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    }
  };
  for (const check of test.check ?? []) {
    for (const user of check.users ?? (check.user ? [check.user] : [])) {
      for (const object of check.objects ?? (check.object ? [check.object] : [])) {
        for (const [relation, expected] of Object.entries(check.assertions)) {
          const allowed = await service.check({ user, relation, object, context: check.context });
          expectSame(`check ${user} ${relation} ${object}`, allowed, expected);
        }
      }
    }
  }
  for (const list of test.list_objects ?? []) {
    for (const [relation, expected] of Object.entries(list.assertions)) {
      const objects = await service.listObjects({ user: list.user, relation, type: list.type, context: list.context });
      expectSame(`list_objects ${list.user} ${relation} ${list.type}`, sorted(objects), sorted(expected ?? []));
    }
  }
  for (const list of test.list_users ?? []) {
    for (const [relation, expected] of Object.entries(list.assertions)) {
      const users = await service.listUsers({ object: list.object, relation, userFilters: list.user_filter, context: list.context });
      expectSame(`list_users ${list.object} ${relation}`, sorted(users.map(userText)), sorted(expected.users ?? []));
    }
  }
  return failures;
}
