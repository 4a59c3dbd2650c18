import { describe, expect, it } from 'vitest';
import { rootFieldsOf } from './root-fields';

describe('rootFieldsOf', () => {
  it('assigns each root field to the domain whose file declares it, including extensions', () => {
    const fields = rootFieldsOf([
      { domain: 'forms', source: 'type Mutation { startForm: ID } extend type Query { form: ID }' },
      { domain: 'profile', source: 'type Query { profile: ID } type Profile { id: ID }' },
    ]);

    expect(fields).toEqual([
      { typeName: 'Mutation', fieldName: 'startForm', domain: 'forms' },
      { typeName: 'Query', fieldName: 'form', domain: 'forms' },
      { typeName: 'Query', fieldName: 'profile', domain: 'profile' },
    ]);
  });
});
