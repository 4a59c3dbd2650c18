import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, concatAST, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { apiLimits } from '../../schema/src/graphql/api-limits';
import { operationShape } from '../../schema/src/graphql/operation-shape';

const webSource = join(import.meta.dirname, '../../web/src');

function graphqlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return graphqlFiles(path);
    return path.endsWith('.graphql') ? [path] : [];
  });
}

describe("the web's operations against the API's query limits", () => {
  const document = concatAST(graphqlFiles(webSource).map((file) => parse(readFileSync(file, 'utf8'))));
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const shapes = operations.map((operation) => ({ name: operation.name?.value, ...operationShape(document, operation) }));

  it('finds the web operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('keeps every operation at most half the depth limit deep, so a deeper fragment still fits', () => {
    const deepest = Math.max(...shapes.map((shape) => shape.depth));
    expect(deepest * 1.5).toBeLessThanOrEqual(apiLimits.queryDepthLimit);
  });

  it('keeps every operation far under the resolver count limit', () => {
    const most = Math.max(...shapes.map((shape) => shape.resolverCount));
    expect(most * 4).toBeLessThanOrEqual(apiLimits.resolverCountLimit);
  });
});
