import { buildASTSchema, concatAST, parse, type GraphQLSchema } from 'graphql';
import { readAwsSdl, readDomainSdl } from '../../../schema/sdl';

/** The merged SDL with AppSync's scalars, built as the local harness builds it. */
export function loadApiSchema(): GraphQLSchema {
  return buildASTSchema(concatAST([parse(readAwsSdl()), ...readDomainSdl().map(({ source }) => parse(source))]));
}
