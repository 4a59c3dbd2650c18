import type { GraphQLField, GraphQLObjectType } from 'graphql';
import type { ResolverError } from './resolver-evaluator';

/**
 * AppSync's authorization modes as the API declares them (infra/stacks/api-stack.ts): Cognito user pools by
 * default, and an API key for the public routes' guests.
 */
export type AuthMode = 'AMAZON_COGNITO_USER_POOLS' | 'API_KEY';

const modeOfDirective: Readonly<Record<string, AuthMode>> = {
  aws_cognito_user_pools: 'AMAZON_COGNITO_USER_POOLS',
  aws_api_key: 'API_KEY',
};

const modesOf = (directives: ReadonlyArray<{ name: { value: string } }> | undefined): AuthMode[] =>
  (directives ?? []).flatMap((directive) => {
    const mode = modeOfDirective[directive.name.value];
    return mode ? [mode] : [];
  });

/**
 * The modes that may reach a field, by AppSync's rule with several modes: the field's own auth directives; else
 * its type's; else the default mode only. (A field with @aws_api_key alone is NOT reachable with a user pool token.)
 */
export function allowedModes(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>): AuthMode[] {
  const own = modesOf(field.astNode?.directives);
  if (own.length > 0) return own;
  const typeModes = [type.astNode, ...type.extensionASTNodes].flatMap((node) => modesOf(node?.directives));
  return typeModes.length > 0 ? typeModes : ['AMAZON_COGNITO_USER_POOLS'];
}

/** AppSync's answer for a field the request's mode may not reach: the field is null, with this error at its path. */
export const notAuthorized = (typeName: string, fieldName: string): ResolverError => ({
  message: `Not Authorized to access ${fieldName} on type ${typeName}`,
  errorType: 'Unauthorized',
  data: null,
  errorInfo: null,
});
