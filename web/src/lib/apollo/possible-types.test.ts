import { buildASTSchema, concatAST, isInterfaceType, isUnionType, parse } from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { possibleTypes } from './possible-types';

function readSchema() {
  const folder = join(import.meta.dirname, '../../../../schema/graphql');
  const sources = readdirSync(folder)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => parse(readFileSync(join(folder, file), 'utf8')));
  return buildASTSchema(concatAST(sources));
}

describe('possibleTypes', () => {
  it('lists exactly the implementations of every interface and union of the SDL', () => {
    const schema = readSchema();
    const expected: Record<string, string[]> = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isInterfaceType(type) || isUnionType(type)) {
        expected[type.name] = schema.getPossibleTypes(type).map((member) => member.name).sort();
      }
    }
    const actual = Object.fromEntries(Object.entries(possibleTypes).map(([name, members]) => [name, [...members].sort()]));
    expect(actual).toEqual(expected);
  });
});
