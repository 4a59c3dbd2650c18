import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { minimalRequest, rootFieldNames } from './minimal-request';

const schema = buildSchema(`
  scalar AWSJSON
  enum Kind { first second }
  input Inner { name: String! note: String }
  input Outer { id: ID! kind: Kind! inners: [Inner!]! count: Int tags: [String!] data: AWSJSON! }
  type Thing { id: ID! }
  type Query { thing(id: ID!, page: Int): Thing  ping: Boolean! }
  type Mutation { change(input: Outer!): Thing! }
`);

describe('minimal requests built from the schema', () => {
  it('gives required arguments their smallest valid value and leaves optional ones out', () => {
    const request = minimalRequest(schema, 'mutation', 'change');

    expect(request.variables).toEqual({ input: { id: 'id-x', kind: 'first', inners: [{ name: 'x' }], data: '{}' } });
    expect(validate(schema, parse(request.document))).toEqual([]);
  });

  it('takes the values the caller chooses, optional arguments included', () => {
    const request = minimalRequest(schema, 'query', 'thing', (path) => ({ id: 'form-1', page: 2 })[path.join('.')]);

    expect(request.variables).toEqual({ id: 'form-1', page: 2 });
    expect(request.document).toBe('query Matrix($id: ID!, $page: Int) { thing(id: $id, page: $page) { __typename } }');
  });

  it('selects nothing under a field answering a scalar', () => {
    expect(minimalRequest(schema, 'query', 'ping').document).toBe('query Matrix { ping }');
  });

  it('lists queries before mutations and refuses a field the schema lacks', () => {
    expect(rootFieldNames(schema).map((field) => field.fieldName)).toEqual(['thing', 'ping', 'change']);
    expect(() => minimalRequest(schema, 'query', 'nothing')).toThrow('The schema has no query field nothing.');
  });
});
