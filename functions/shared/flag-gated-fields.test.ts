import { buildASTSchema, concatAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { knownFlags } from '../../schema/src/flags/flag-state';
import { flagGatedFields, flagOfField } from '../../schema/src/flags/gated-fields';
import { readAwsSdl, readDomainSdl } from '../../schema/sdl';

const schema = buildASTSchema(concatAST([parse(readAwsSdl()), ...readDomainSdl().map(({ source }) => parse(source))]));

const rootFieldExists = (field: string) => {
  const [typeName, fieldName] = field.split('.');
  const type = typeName === 'Query' ? schema.getQueryType() : typeName === 'Mutation' ? schema.getMutationType() : undefined;
  return Boolean(type && fieldName && type.getFields()[fieldName]);
};

describe('the fields behind rollout flags', () => {
  it('names only root fields the schema has, each behind a flag the platform knows', () => {
    const fields = Object.entries(flagGatedFields);

    expect(fields.filter(([field]) => !rootFieldExists(field)).map(([field]) => field)).toEqual([]);
    expect(fields.filter(([, flag]) => !(knownFlags as readonly string[]).includes(flag))).toEqual([]);
  });

  it('answers the flag of a gated field and nothing for any other, whatever its name', () => {
    expect(flagOfField('Query.deepDive')).toBe('rollout-deep-dive-component');
    expect(flagOfField('Query.workflow')).toBeUndefined();
    expect(flagOfField('Query.toString')).toBeUndefined();
  });
});
