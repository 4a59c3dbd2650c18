import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectionSetList } from './selection-set';

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
