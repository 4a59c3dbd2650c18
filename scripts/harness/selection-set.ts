import { Kind, print, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * AppSync's `info.selectionSetList`: the paths a resolver's caller selected below the field, like
 * ["id", "owner", "owner/userId"], fragments flattened.
 */
export function selectionSetList(
  fieldNodes: readonly FieldNode[],
  fragments: Record<string, FragmentDefinitionNode>,
): string[] {
  const paths = new Set<string>();
  const walk = (selectionSet: SelectionSetNode | undefined, prefix: string) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') continue;
        const path = prefix ? `${prefix}/${name}` : name;
        paths.add(path);
        walk(selection.selectionSet, path);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, prefix);
      } else {
        walk(fragments[selection.name.value]?.selectionSet, prefix);
      }
    }
  };
  for (const node of fieldNodes) walk(node.selectionSet, '');
  return [...paths];
}

/** AppSync's `info.selectionSetGraphQL`: the field's selection set as GraphQL text. */
export function selectionSetGraphQL(fieldNodes: readonly FieldNode[]): string {
  const selectionSet = fieldNodes[0]?.selectionSet;
  return selectionSet ? print(selectionSet) : '';
}

/** A field's `selectionSetList` and `selectionSetGraphQL`. */
export interface FieldSelection {
  selectionSetList: string[];
  selectionSetGraphQL: string;
}

const selectionsByField = new WeakMap<FieldNode, FieldSelection>();

/**
 * The field's selection as AppSync's `info` gives it, worked out once per field of a parsed document: the
 * executor keeps each valid document, so the same operation sent again reaches here with the same field node
 * (a field merged from several nodes is worked out every time).
 */
export function fieldSelection(fieldNodes: readonly FieldNode[], fragments: Record<string, FragmentDefinitionNode>): FieldSelection {
  const single = fieldNodes.length === 1 ? fieldNodes[0] : undefined;
  const known = single && selectionsByField.get(single);
  if (known) return known;
  const selection = { selectionSetList: selectionSetList(fieldNodes, fragments), selectionSetGraphQL: selectionSetGraphQL(fieldNodes) };
  if (single) selectionsByField.set(single, selection);
  return selection;
}
