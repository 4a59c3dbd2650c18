/**
 * The store-file format of the OpenFGA CLI's `fga model test` (`*.fga.yaml`): a model (inline or a file), tuples
 * (inline or files) and tests of check, list_objects and list_users assertions.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';
import type { TupleKey } from '../../functions/authz/engine';
import { readTupleFile } from './tuple-files';

/** A condition context, as the file writes it. */
export type Context = Record<string, unknown>;

/** A check entry: users and objects (one or several), with the expected answer per relation. */
export interface CheckEntry {
  user?: string;
  users?: string[];
  object?: string;
  objects?: string[];
  context?: Context;
  contextual_tuples?: TupleKey[];
  assertions: Record<string, boolean>;
}

/** A list_objects entry: the expected objects per relation. */
export interface ListObjectsEntry {
  user: string;
  type: string;
  context?: Context;
  contextual_tuples?: TupleKey[];
  assertions: Record<string, string[] | null>;
}

/** A list_users entry: the expected users per relation. */
export interface ListUsersEntry {
  object: string;
  user_filter: Array<{ type: string; relation?: string }>;
  context?: Context;
  contextual_tuples?: TupleKey[];
  assertions: Record<string, { users?: string[] | null } | null>;
}

/** One test: its own extra tuples and its assertions. */
export interface StoreTest {
  name: string;
  description?: string;
  tuples?: TupleKey[];
  tuple_file?: string;
  tuple_files?: string[];
  check?: CheckEntry[];
  list_objects?: ListObjectsEntry[];
  list_users?: ListUsersEntry[];
}

interface StoreFileDocument {
  name?: string;
  model?: string;
  model_file?: string;
  tuples?: TupleKey[];
  tuple_file?: string;
  tuple_files?: string[];
  tests?: StoreTest[];
}

/** A store file read from disk, with its model text and tuples resolved from any referenced files. */
export interface StoreFile {
  path: string;
  name: string;
  modelDsl: string;
  tuples: TupleKey[];
  tests: StoreTest[];
}

/** The tuples of a file or a test: inline ones, then those of `tuple_file` and `tuple_files`. */
export function collectTuples(dir: string, source: Pick<StoreFileDocument, 'tuples' | 'tuple_file' | 'tuple_files'>): TupleKey[] {
  const files = [...(source.tuple_file ? [source.tuple_file] : []), ...(source.tuple_files ?? [])];
  return [...(source.tuples ?? []), ...files.flatMap((file) => readTupleFile(resolve(dir, file)))];
}

/** Reads and resolves a store file; throws when it is malformed or names a missing file. */
export function loadStoreFile(path: string): StoreFile {
  const document = (parse(readFileSync(path, 'utf8')) ?? {}) as StoreFileDocument;
  const dir = dirname(path);
  const modelDsl = document.model ?? (document.model_file ? readFileSync(resolve(dir, document.model_file), 'utf8') : undefined);
  if (!modelDsl) throw new Error('the store file has neither model nor model_file');
  return {
    path,
    name: document.name ?? path,
    modelDsl,
    tuples: collectTuples(dir, document),
    tests: document.tests ?? [],
  };
}
