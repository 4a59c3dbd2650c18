import type { IGraphQLApiRef, IGraphqlApi, ISchema, ISchemaConfig } from 'aws-cdk-lib/aws-appsync';
import { mergeDomainSdl, readDomainSdl, type DomainSdl } from '../../schema/sdl';
import { rootFieldsOf, type RootField } from '../../schema/src/graphql/root-fields';

/** What the API is built from: the domain SDL files, their root fields, and the domains owning them. */
export interface ApiModel {
  /** The domain SDL files merged into the one document AppSync receives (schema/sdl.ts `mergeDomainSdl`). */
  sdl: string;
  rootFields: RootField[];
  /** Domains that declare root fields: each gets a Lambda function and a data source. */
  domains: string[];
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
