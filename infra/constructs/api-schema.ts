import { mergeTypeDefs } from '@graphql-tools/merge';
import type { IGraphQLApiRef, IGraphqlApi, ISchema, ISchemaConfig } from 'aws-cdk-lib/aws-appsync';
import { print } from 'graphql';
import { readDomainSdl, type DomainSdl } from '../../schema/sdl';
import { rootFieldsOf, type RootField } from '../../schema/src/graphql/root-fields';

/** What the API is built from: the domain SDL files, their root fields, and the domains owning them. */
export interface ApiModel {
  /** The domain SDL files merged into the one document AppSync receives. */
  sdl: string;
  rootFields: RootField[];
  /** Domains that declare root fields: each gets a Lambda function and a data source. */
  domains: string[];
}

/**
 * Merges the domain SDL files into one document: `extend type Query` folds into `type Query`, duplicate
 * definitions across files fail. aws.graphql never takes part (readDomainSdl leaves it out): AppSync declares
 * its scalars and directives itself and rejects a schema that redeclares them.
 */
export function mergeDomainSdl(files: ReadonlyArray<Pick<DomainSdl, 'source'>>): string {
  return print(mergeTypeDefs(files.map((file) => file.source), { throwOnConflict: true }));
}

/** Reads schema/graphql and derives the API's shape from it. */
export function readApiModel(files: DomainSdl[] = readDomainSdl()): ApiModel {
  const rootFields = rootFieldsOf(files);
  return {
    sdl: mergeDomainSdl(files),
    rootFields,
    domains: [...new Set(rootFields.map((field) => field.domain))].sort(),
  };
}

/** An AppSync schema given as a string (the merged SDL), so no generated file has to exist on disk. */
export class InlineSchema implements ISchema {
  constructor(readonly definition: string) {}

  bind(api: IGraphQLApiRef): ISchemaConfig {
    return { apiId: (api as IGraphqlApi).apiId, definition: this.definition };
  }
}
