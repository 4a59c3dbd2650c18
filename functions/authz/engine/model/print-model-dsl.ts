import { paramTypeNames, type ModelJson } from './model-types';

type Json = Record<string, unknown>;

function directType(entry: Json): string {
  const base = entry.wildcard ? `${String(entry.type)}:*` : entry.relation ? `${String(entry.type)}#${String(entry.relation)}` : String(entry.type);
  return entry.condition ? `${base} with ${String(entry.condition)}` : base;
}

/** A rewrite as DSL; an operator inside another one is parenthesized, as the DSL requires. */
function rewrite(node: Json, directTypes: Json[], nested: boolean): string {
  const operator = (children: Json[], word: string) => {
    const text = children.map((child) => rewrite(child, directTypes, true)).join(` ${word} `);
    return nested ? `(${text})` : text;
  };
  if ('this' in node) return `[${directTypes.map(directType).join(', ')}]`;
  if (node.computedUserset) return String((node.computedUserset as Json).relation);
  if (node.tupleToUserset) {
    const { tupleset, computedUserset } = node.tupleToUserset as { tupleset: Json; computedUserset: Json };
    return `${String(computedUserset.relation)} from ${String(tupleset.relation)}`;
  }
  if (node.union) return operator((node.union as { child: Json[] }).child, 'or');
  if (node.intersection) return operator((node.intersection as { child: Json[] }).child, 'and');
  if (node.difference) {
    const { base, subtract } = node.difference as { base: Json; subtract: Json };
    return operator([base, subtract], 'but not');
  }
  throw new Error(`Cannot print a rewrite of an unknown kind: ${JSON.stringify(node)}`);
}

function parameterType(node: { type_name: string; generic_types?: Array<{ type_name: string }> }): string {
  const name = paramTypeNames[node.type_name] ?? node.type_name;
  const element = node.generic_types?.[0];
  return element ? `${name}<${parameterType(element)}>` : name;
}

/**
 * OpenFGA model JSON written back as DSL (schema 1.1), for showing a model read from an OpenFGA server without
 * shipping the DSL parser in a function. Comments are not in the JSON, so none are printed. Its test holds it
 * to @openfga/syntax-transformer: the printed DSL parses back to the same JSON.
 */
export function printModelDsl(json: ModelJson): string {
  const lines = ['model', `  schema ${json.schema_version}`];
  for (const definition of json.type_definitions) {
    lines.push('', `type ${definition.type}`);
    const relations = Object.entries(definition.relations ?? {});
    if (relations.length > 0) lines.push('  relations');
    for (const [name, node] of relations) {
      const directTypes = (definition.metadata?.relations?.[name]?.directly_related_user_types ?? []) as Json[];
      lines.push(`    define ${name}: ${rewrite(node as Json, directTypes, false)}`);
    }
  }
  for (const condition of Object.values(json.conditions ?? {})) {
    const parameters = Object.entries(condition.parameters ?? {}).map(([name, type]) => `${name}: ${parameterType(type as { type_name: string })}`);
    lines.push('', `condition ${condition.name}(${parameters.join(', ')}) {`, `  ${condition.expression.trim()}`, '}');
  }
  return `${lines.join('\n')}\n`;
}
