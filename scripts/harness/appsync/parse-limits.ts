import { GraphQLError, Source, parse, type DocumentNode } from 'graphql';

/**
 * graphql-java's parser limits, which AppSync's parser inherits: at most 15,000 grammar tokens, and at most 500
 * nested grammar rules. Each level of braces, parentheses or brackets enters at least three rules (a selection
 * set, a selection and a field), so the harness cancels a document nested more than 166 levels deep before parsing
 * it; graphql-js's recursive parser would otherwise run out of stack near 2,000 levels.
 */
export const parserLimits = { maxTokens: 15_000, maxRuleDepth: 500, rulesPerNesting: 3 } as const;

const maxNesting = Math.floor(parserLimits.maxRuleDepth / parserLimits.rulesPerNesting);

// The index of the string's closing quote (or of the line end that leaves it unterminated), -1 at the end.
function closingQuote(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '"' || text[index] === '\n') return index;
  }
  return -1;
}

/** The offset where a document first nests deeper than `limit` brackets, skipping strings and comments; -1 if never. */
export function nestingBeyond(text: string, limit: number): number {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '#') {
      const lineEnd = text.indexOf('\n', index);
      index = lineEnd < 0 ? text.length : lineEnd;
    } else if (char === '"') {
      const block = text.startsWith('"""', index);
      const end = block ? text.indexOf('"""', index + 3) : closingQuote(text, index + 1);
      if (end < 0) return -1; // unterminated: the parser reports it
      index = block ? end + 2 : end;
    } else if (char === '{' || char === '(' || char === '[') {
      depth += 1;
      if (depth > limit) return index;
    } else if (char === '}' || char === ')' || char === ']') {
      depth = Math.max(0, depth - 1);
    }
  }
  return -1;
}

/**
 * Parses a request's document within AppSync's parser limits. A document past them (or not GraphQL) throws a
 * GraphQLError with its location, as every syntax error is reported; the JavaScript stack is never at risk.
 */
export function parseWithinLimits(text: string): DocumentNode {
  const tooDeep = nestingBeyond(text, maxNesting);
  if (tooDeep >= 0) {
    throw new GraphQLError(
      `More than ${parserLimits.maxRuleDepth} deep 'grammar' rules have been entered. To prevent Denial Of Service attacks, parsing has been cancelled.`,
      { source: new Source(text), positions: [tooDeep] },
    );
  }
  return parse(text, { maxTokens: parserLimits.maxTokens });
}
