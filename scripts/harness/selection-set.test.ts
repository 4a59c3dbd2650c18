import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fieldSelection, selectionSetList } from './selection-set';

describe('selectionSetList', () => {
  it('lists nested paths like AppSync, flattening fragments and skipping __typename', () => {
    const document = parse(`
      query { form(id: "1") { id __typename owner { userId } ...F ... on Form { status } } }
      fragment F on Form { responses { questionId } }
    `);
    const operation = document.definitions[0] as OperationDefinitionNode;
    const field = operation.selectionSet.selections[0] as FieldNode;
    const fragment = document.definitions[1] as FragmentDefinitionNode;

    expect(selectionSetList([field], { F: fragment })).toEqual([
      'id',
      'owner',
      'owner/userId',
      'responses',
      'responses/questionId',
      'status',
    ]);
  });
});

describe('fieldSelection', () => {
  const firstField = (text: string) => (parse(text).definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;

  it("answers each field's own selection as list and text, the same again for a field seen before", () => {
    const save = firstField('mutation { updateTextResponse(input: {}) { id responses { version } } }');
    const read = firstField('query { form(id: "1") { id status } }');

    const first = fieldSelection([save], {});
    expect(first).toEqual({ selectionSetList: ['id', 'responses', 'responses/version'], selectionSetGraphQL: '{\n  id\n  responses {\n    version\n  }\n}' });
    expect(fieldSelection([read], {})).toEqual({ selectionSetList: ['id', 'status'], selectionSetGraphQL: '{\n  id\n  status\n}' });
    expect(fieldSelection([save], {})).toEqual(first);
  });
});
