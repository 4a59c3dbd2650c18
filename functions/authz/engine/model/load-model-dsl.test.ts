import { describe, expect, it } from 'vitest';
import { loadModel } from './load-model-dsl';

describe('loadModel', () => {
  it('indexes types, relations, type restrictions and condition parameter types', () => {
    const model = loadModel(`model
  schema 1.1
type user
type document
  relations
    define viewer: [user, user:*, document#viewer with open]
condition open(statuses: list<string>, status: string) {
  status in statuses
}`);

    const viewer = model.types.get('document')?.relations.get('viewer');
    expect(viewer?.directTypes).toEqual([
      { type: 'user', wildcard: false, relation: undefined, condition: undefined },
      { type: 'user', wildcard: true, relation: undefined, condition: undefined },
      { type: 'document', wildcard: false, relation: 'viewer', condition: 'open' },
    ]);
    expect(model.conditions.get('open')?.parameters.get('statuses')).toEqual({ name: 'list', element: { name: 'string' } });
  });

  it('loads a tuple-to-userset over a conditioned tupleset, on which the upstream validator crashes', () => {
    const model = loadModel(`model
  schema 1.1
type user
type folder
  relations
    define viewer: [user]
type document
  relations
    define parent: [folder with xcond]
    define viewer: viewer from parent
condition xcond(x: int) {
  x == 10
}`);

    expect(model.types.get('document')?.relations.get('viewer')?.rewrite).toEqual({ kind: 'ttu', tupleset: 'parent', computed: 'viewer' });
  });

  it.each([
    ['a syntax error', 'model\n  schema 1.1\ntype user\n  relations\n    define viewer [user]'],
    ['an undefined relation', 'model\n  schema 1.1\ntype user\ntype document\n  relations\n    define viewer: editor'],
    ['an undefined type', 'model\n  schema 1.1\ntype document\n  relations\n    define viewer: [person]'],
    ['a malformed condition', 'model\n  schema 1.1\ntype user\ntype document\n  relations\n    define viewer: [user with c]\ncondition c(x: int) {\n  x <\n}'],
  ])('refuses %s with invalid_authorization_model', (_name, dsl) => {
    expect(() => loadModel(dsl)).toThrow(expect.objectContaining({ code: 'invalid_authorization_model' }));
  });
});
