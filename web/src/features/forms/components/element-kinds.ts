/** An element as far as its kind goes: its type name, its children (sections) and columns (tables). */
export interface KindNode {
  __typename?: string;
  children?: readonly KindNode[] | null;
  questions?: readonly KindNode[] | null;
}

/**
 * The kinds of element (type names) a template's pages hold anywhere: in sections, repeatable sections and table
 * columns. The form loads the fields of these kinds only (lazy-question-fields.tsx).
 */
export function elementKindsOf(pages: readonly { children: readonly KindNode[] }[]): Set<string> {
  const kinds = new Set<string>();
  const visit = (nodes: readonly KindNode[] | null | undefined) => {
    for (const node of nodes ?? []) {
      if (node.__typename) kinds.add(node.__typename);
      visit(node.children);
      visit(node.questions);
    }
  };
  for (const page of pages) visit(page.children);
  return kinds;
}
