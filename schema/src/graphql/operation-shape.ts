import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** How deep an operation nests and how many resolvers it invokes: what AppSync's two query limits measure. */
export interface OperationShape {
  /** Nesting levels of fields, root fields at 1; fragments count where they are spread. */
  depth: number;
  /** Field selections with a resolver (root fields here), aliases counted one by one. */
  resolverCount: number;
}

/** The operation a request runs: the named one, or the only one. Undefined when none matches. */
export function operationOf(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/**
 * Measures one operation without running it, before validation, so a hostile document costs little: each
 * fragment's depth is measured once (a fragment spread twice, or a cycle, which validation rejects later, does
 * not multiply the work). Root fields with the same response name merge into one resolver call, as in execution.
 */
export function operationShape(document: DocumentNode, operation: OperationDefinitionNode): OperationShape {
  const fragments = fragmentsOf(document);
  const fragmentDepths = new Map<string, number>();

  /** Levels a selection set adds below the field that holds it. */
  const depthBelow = (selectionSet: SelectionSetNode): number => {
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        deepest = Math.max(deepest, 1 + (selection.selectionSet ? depthBelow(selection.selectionSet) : 0));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthBelow(selection.selectionSet));
      } else {
        deepest = Math.max(deepest, fragmentDepth(selection.name.value));
      }
    }
    return deepest;
  };
  const fragmentDepth = (name: string): number => {
    const known = fragmentDepths.get(name);
    if (known !== undefined) return known;
    fragmentDepths.set(name, 0); // a cycle adds nothing
    const fragment = fragments.get(name);
    const depth = fragment ? depthBelow(fragment.selectionSet) : 0;
    fragmentDepths.set(name, depth);
    return depth;
  };

  const rootKeys = new Set<string>();
  const expanded = new Set<string>();
  const collectRootKeys = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        // Introspection fields (__typename, __schema) are AppSync's own, not resolvers.
        if (!selection.name.value.startsWith('__')) rootKeys.add(selection.alias?.value ?? selection.name.value);
      }
      else if (selection.kind === Kind.INLINE_FRAGMENT) collectRootKeys(selection.selectionSet);
      else if (!expanded.has(selection.name.value)) {
        expanded.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collectRootKeys(fragment.selectionSet);
      }
    }
  };
  collectRootKeys(operation.selectionSet);

  return { depth: depthBelow(operation.selectionSet), resolverCount: rootKeys.size };
}
