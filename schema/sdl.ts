import { readdirSync, readFileSync } from 'node:fs';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { print } from 'graphql';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding the SDL files. */
export const sdlFolder = join(dirname(fileURLToPath(import.meta.url)), 'graphql');

/** The file of AppSync's own scalars and directives: loaded locally and by codegen, never deployed. */
export const awsSdlFile = 'aws.graphql';

/** One SDL file: its domain (the file name, which is also the Lambda function resolving its root fields). */
export interface DomainSdl {
  domain: string;
  file: string;
  source: string;
}

/** Reads every domain SDL file (all but aws.graphql), sorted by name so output is stable. */
export function readDomainSdl(folder = sdlFolder): DomainSdl[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.graphql') && file !== awsSdlFile)
    .sort()
    .map((file) => ({
      domain: file.replace(/\.graphql$/, ''),
      file: join(folder, file),
      source: readFileSync(join(folder, file), 'utf8'),
    }));
}

/** Reads aws.graphql, the AppSync built-ins. */
export function readAwsSdl(folder = sdlFolder): string {
  return readFileSync(join(folder, awsSdlFile), 'utf8');
}

/**
 * Merges the domain SDL files into the one document AppSync receives: `extend type Query` folds into
 * `type Query`, duplicate definitions across files fail. aws.graphql never takes part (readDomainSdl leaves it
 * out): AppSync declares its scalars and directives itself and rejects a schema that redeclares them.
 */
export function mergeDomainSdl(files: ReadonlyArray<Pick<DomainSdl, 'source'>>): string {
  return print(mergeTypeDefs(files.map((file) => file.source), { throwOnConflict: true }));
}
