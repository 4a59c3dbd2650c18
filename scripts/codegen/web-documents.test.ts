import { parse } from 'graphql';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDocumentModule, generatedPathOf, type WebDocumentFile } from './web-documents';

// The codegen plugins are CommonJS and require graphql's CommonJS build; vitest would give this file the ESM build,
// and a schema from one build is refused by the other. Node (tsx, as `npm run codegen` runs) loads one build only.
const { buildSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

const schema = buildSchema(`
  type Query { form(id: ID!): Form }
  type Form { id: ID! name: String! owner: User! }
  type User { id: ID! email: String! }
`);

const userFile: WebDocumentFile = {
  location: 'web/src/features/people/api/user-fields.graphql',
  document: parse('fragment UserFields on User { id email }'),
};
const formFile: WebDocumentFile = {
  location: 'web/src/features/forms/api/form.graphql',
  document: parse('query Form($id: ID!) { form(id: $id) { id name owner { ...UserFields } } }'),
};

describe('the generated document modules', () => {
  it('puts each file beside its .graphql file', () => {
    expect(generatedPathOf('web/src/features/forms/api/form.graphql')).toBe('web/src/features/forms/api/form.generated.ts');
  });

  it("exports the file's operations, typed from the shared types-only module", () => {
    // Act
    const module = generateDocumentModule(schema, formFile, [formFile, userFile], {});

    // Assess
    expect(module).toContain("import type * as Types from '../../../gql/graphql';");
    expect(module).toMatch(/export const FormDocument = \{.*\} as unknown as DocumentNode<Types\.FormQuery, Types\.FormQueryVariables>;/);
    expect(module).not.toContain('UserFieldsFragmentDoc');
  });

  it('inlines a fragment spread from another file, so the document is whole without importing that file', () => {
    // Act
    const module = generateDocumentModule(schema, formFile, [formFile, userFile], {});
    const json = /export const FormDocument = (\{.*\}) as unknown/.exec(module)?.[1] ?? '{}';
    const definitions = (JSON.parse(json) as { definitions: Array<{ kind: string; name: { value: string } }> }).definitions;

    // Assess
    expect(definitions.map((definition) => `${definition.kind} ${definition.name.value}`)).toEqual([
      'OperationDefinition Form',
      'FragmentDefinition UserFields',
    ]);
    expect(module).not.toMatch(/^import .*user-fields/m);
  });

  it("exports a file's own fragments", () => {
    const module = generateDocumentModule(schema, userFile, [formFile, userFile], {});

    expect(module).toMatch(/export const UserFieldsFragmentDoc = \{.*\} as unknown as DocumentNode<Types\.UserFieldsFragment, unknown>;/);
  });

  it('leaves the shared web module with types only: no document is bundled with every screen', () => {
    const shared = readFileSync(join(import.meta.dirname, '../../web/src/gql/graphql.ts'), 'utf8');

    expect(shared).toContain('export type FormQuery =');
    expect(shared).not.toMatch(/^export (const|function|class|enum) /m);
  });
});
