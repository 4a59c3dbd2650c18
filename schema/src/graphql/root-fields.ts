import { Kind, parse } from 'graphql';

/** A root field of the API and the domain (Lambda function) that resolves it. */
export interface RootField {
  typeName: 'Query' | 'Mutation';
  fieldName: string;
  domain: string;
}

const rootTypeNames = new Set(['Query', 'Mutation']);

/**
 * Lists the root fields each domain SDL declares. The rule "a root field belongs to the domain whose file
 * declares it" is what both the CDK app (one Lambda data source per domain) and the local harness use.
 */
export function rootFieldsOf(domains: ReadonlyArray<{ domain: string; source: string }>): RootField[] {
  const fields: RootField[] = [];
  for (const { domain, source } of domains) {
    for (const definition of parse(source).definitions) {
      const isObject =
        definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION;
      if (!isObject || !rootTypeNames.has(definition.name.value)) continue;
      for (const field of definition.fields ?? []) {
        fields.push({ typeName: definition.name.value as RootField['typeName'], fieldName: field.name.value, domain });
      }
    }
  }
  return fields;
}
