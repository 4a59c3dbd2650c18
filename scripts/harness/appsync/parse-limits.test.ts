import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { nestingBeyond, parseWithinLimits } from './parse-limits';

const nested = (levels: number) => `{ ${'a { '.repeat(levels)}b ${'}'.repeat(levels + 1)}`;

describe('nestingBeyond', () => {
  it('finds the first bracket past the limit', () => {
    expect(nestingBeyond('{ a { b } }', 2)).toBe(-1);
    expect(nestingBeyond('{ a { b { c } } }', 2)).toBe(8);
    expect(nestingBeyond('query($x: [[[Int]]]) { a }', 3)).toBe(12);
  });

  it('ignores brackets inside strings, block strings and comments', () => {
    expect(nestingBeyond('{ a(s: "{{{{", t: """{{{{""") # {{{{\n }', 2)).toBe(-1);
    expect(nestingBeyond('{ a(s: "\\"{{{{") }', 2)).toBe(-1);
  });
});

describe('parseWithinLimits', () => {
  it('parses ordinary documents', () => {
    expect(parseWithinLimits(nested(50)).definitions).toHaveLength(1);
  });

  it('cancels a selection nested 20,000 deep with a located syntax error, not a stack overflow', () => {
    const refuse = () => parseWithinLimits(nested(20_000));

    expect(refuse).toThrow(GraphQLError);
    expect(refuse).toThrow(/More than 500 deep 'grammar' rules have been entered/);
    try {
      refuse();
    } catch (error) {
      expect((error as GraphQLError).locations).toEqual([{ line: 1, column: 4 * 166 + 1 }]);
    }
  });

  it('cancels a document of more than 15,000 tokens', () => {
    expect(() => parseWithinLimits(`{ ${'a '.repeat(15_001)}}`)).toThrow(/Document contains more th.. 15000 tokens/);
  });
});
