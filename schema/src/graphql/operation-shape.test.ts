import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationOf, operationShape } from './operation-shape';

const shapeOf = (query: string, operationName?: string) => {
  const document = parse(query);
  return operationShape(document, operationOf(document, operationName)!);
};

describe('an operation measured as AppSync limits it', () => {
  it('counts nesting levels from the root fields, through fragments where they are spread', () => {
    expect(shapeOf('{ a }').depth).toBe(1);
    expect(shapeOf('{ a { b { c } } d }').depth).toBe(3);
    expect(shapeOf('query { a { ...F } } fragment F on T { b { ... on U { c { d } } } }').depth).toBe(4);
  });

  it('counts one resolver per root response name, aliases apart, fields of the same name merged', () => {
    expect(shapeOf('{ a b: a c { d } }').resolverCount).toBe(3);
    expect(shapeOf('{ a a { x } ...F } fragment F on Query { a e }').resolverCount).toBe(2);
    expect(shapeOf('{ __typename a }').resolverCount).toBe(1);
  });

  it('measures a fragment once however often it is spread, and survives a cycle', () => {
    const fanOut = Array.from({ length: 30 }, (_, level) => `fragment F${level} on T { x { ...F${level + 1} ...F${level + 1} } }`).join('\n');

    expect(shapeOf(`{ a { ...F0 } } ${fanOut} fragment F30 on T { y }`).depth).toBe(32);
    expect(shapeOf('{ a { ...A } } fragment A on T { b { ...B } } fragment B on T { c { ...A } }').depth).toBe(3);
  });

  it('picks the named operation, or the only one', () => {
    const document = parse('query One { a } query Two { b { c } }');

    expect(operationOf(document, 'Two')?.name?.value).toBe('Two');
    expect(operationOf(document)).toBeUndefined();
    expect(operationOf(parse('{ a }'))).toBeDefined();
  });
});
