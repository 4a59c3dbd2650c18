import { Kind, parse, print, type FieldDefinitionNode, type TypeNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readDomainSdl } from '../../schema/sdl';
import { authoringMutations, elementMutations } from './authoring-operations';

// The spec (studio §7): authoring inputs are one input value. Element edits answer ElementEdit or ElementRemoval,
// whose `template` the handler reads when selected: every such field must go through elementMutations.

const templatesSdl = parse(readDomainSdl().find((file) => file.domain === 'templates')!.source);
const inputTypes = new Set(templatesSdl.definitions.flatMap((definition) => (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ? [definition.name.value] : [])));
const mutationFields: FieldDefinitionNode[] = templatesSdl.definitions.flatMap((definition) =>
  definition.kind === Kind.OBJECT_TYPE_EXTENSION && definition.name.value === 'Mutation' ? [...(definition.fields ?? [])] : [],
);
const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type));
const answersAnElementEdit = (field: FieldDefinitionNode) => ['ElementEdit', 'ElementRemoval'].includes(namedType(field.type));

describe('the template authoring mutations', () => {
  it('each take one argument, input, a required input object', () => {
    const shapes = mutationFields.map((field) => {
      const [only, ...more] = field.arguments ?? [];
      const required = only?.type.kind === Kind.NON_NULL_TYPE && inputTypes.has(namedType(only.type));
      return [field.name.value, more.length === 0 && only?.name.value === 'input' && required ? 'one input object' : print(field)];
    });

    expect(shapes).toEqual(mutationFields.map((field) => [field.name.value, 'one input object']));
  });

  it('answer the template of every element edit through the element mutations, and resolve every other', () => {
    const elementFields = mutationFields.filter(answersAnElementEdit).map((field) => field.name.value);
    const otherFields = mutationFields.filter((field) => !answersAnElementEdit(field)).map((field) => field.name.value);

    expect(Object.keys(elementMutations).sort()).toEqual(elementFields.sort());
    expect(Object.keys(authoringMutations).sort()).toEqual(otherFields.sort());
  });
});
