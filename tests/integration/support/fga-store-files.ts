import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import type { ListedUser } from '../../../functions/authz/authorization-service';
import type { TupleKey } from '../../../functions/authz/engine/types';

// A deliberately small reader of the OpenFGA CLI's store files (`fga model test`): name, model or
// model_file, tuples or tuple_file (YAML or JSON), tests with check / list_objects / list_users. The
// engine's own runner (scripts/authz-test) has the complete loader; this one only feeds the contract test.

export interface StoreTest {
  name: string;
  tuples?: TupleKey[];
  check?: Array<{
    user?: string;
    users?: string[];
    object?: string;
    objects?: string[];
    context?: Record<string, unknown>;
    assertions: Record<string, boolean>;
  }>;
  list_objects?: Array<{ user: string; type: string; context?: Record<string, unknown>; assertions: Record<string, string[]> }>;
  list_users?: Array<{
    object: string;
    user_filter: Array<{ type: string; relation?: string }>;
    context?: Record<string, unknown>;
    assertions: Record<string, { users: string[] }>;
  }>;
}

export interface StoreFile {
  path: string;
  name: string;
  /** The model in OpenFGA's DSL. */
  model: string;
  tuples: TupleKey[];
  tests: StoreTest[];
}

interface RawStoreFile {
  name?: string;
  model?: string;
  model_file?: string;
  tuples?: TupleKey[];
  tuple_file?: string;
  tests?: StoreTest[];
}

/** Reads one store file, following model_file and tuple_file relative to it. */
export function loadStoreFile(path: string): StoreFile {
  const raw = parse(readFileSync(path, 'utf8')) as RawStoreFile;
  const beside = (file: string) => readFileSync(resolve(dirname(path), file), 'utf8');
  const model = raw.model ?? (raw.model_file ? beside(raw.model_file) : undefined);
  if (!model) throw new Error(`${path}: neither model nor model_file`);
  const tuples = raw.tuples ?? (raw.tuple_file ? (parse(beside(raw.tuple_file)) as TupleKey[]) : []);
  return { path, name: raw.name ?? path, model, tuples, tests: raw.tests ?? [] };
}

/** Every `*.fga.yaml` under the given files and folders (folders searched recursively); missing ones skipped. */
export function findStoreFiles(roots: string[]): string[] {
  return roots
    .filter((root) => existsSync(root))
    .flatMap((root) =>
      statSync(root).isDirectory()
        ? readdirSync(root, { recursive: true, encoding: 'utf8' })
            .filter((file) => file.endsWith('.fga.yaml'))
            .map((file) => join(root, file))
        : [root],
    )
    .sort();
}

/** A listed user as the store files write it: `type:id`, `type:*` or `type:id#relation`. */
export function userText(user: ListedUser): string {
  if ('object' in user) return `${user.object.type}:${user.object.id}`;
  if ('wildcard' in user) return `${user.wildcard.type}:*`;
  return `${user.userset.type}:${user.userset.id}#${user.userset.relation}`;
}
