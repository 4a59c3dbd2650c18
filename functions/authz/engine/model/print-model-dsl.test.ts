import { transformer } from '@openfga/syntax-transformer';
import { describe, expect, it } from 'vitest';
import { authorizationModelDsl } from '../../../generated/authorization-model';
import type { ModelJson } from './model-types';
import { printModelDsl } from './print-model-dsl';

const toJson = (dsl: string) => transformer.transformDSLToJSONObject(dsl) as unknown as ModelJson;

const everyConstruct = `model
  schema 1.1

type user

type group
  relations
    define member: [user, user:*, group#member with in_hours]

type doc
  relations
    define parent: [doc]
    define owner: [user]
    define blocked: [user]
    define editor: [user with in_hours] or owner
    define viewer: [user, group#member] or (editor from parent and (owner but not blocked)) or editor
    define auditor: (owner or editor) but not blocked

condition in_hours(hours: list<int>, hour: int, labels: map<string>) {
  hour in hours
}
`;

describe('printModelDsl', () => {
  it.each([
    ['the product model', authorizationModelDsl],
    ['a model with every kind of rewrite, restriction and parameter', everyConstruct],
  ])('prints %s as DSL that parses back to the same JSON', (_name, dsl) => {
    const json = toJson(dsl);

    expect(toJson(printModelDsl(json))).toEqual(json);
  });
});
