import { useAddElementMutation } from '../api/add-element';
import type { AddKind } from './add-kinds';
import { isContainer, type BuilderPage, type OutlineRow } from './builder-tree';
import { newOptionId } from './new-id';

/** Where a new element goes: after the selected element, inside the selected container, or at the end of the last page. */
export function insertionPoint(kind: string, pages: readonly BuilderPage[], selected: OutlineRow | undefined): { parentId: string; afterId: string | null } {
  const lastPage = pages[pages.length - 1];
  if (kind === 'Page') {
    const page = selected?.node.__typename === 'Page' ? selected.node.id : (lastPage?.id ?? null);
    return { parentId: 'ROOT', afterId: page };
  }
  if (selected && isContainer(selected.node)) {
    const children = 'children' in selected.node ? (selected.node.children ?? []) : [];
    return { parentId: selected.node.id, afterId: children[children.length - 1]?.id ?? null };
  }
  if (selected) return { parentId: selected.parentId, afterId: selected.node.id };
  const children = lastPage?.children ?? [];
  return { parentId: lastPage?.id ?? 'ROOT', afterId: children[children.length - 1]?.id ?? null };
}

function freshFields(entry: AddKind): Record<string, unknown> {
  if (!Array.isArray(entry.fields.options)) return entry.fields;
  const options = entry.fields.options as { label: string }[];
  return { ...entry.fields, options: options.map((option) => ({ ...option, id: newOptionId() })) };
}

/** Adds an element of a kind where the selection says; answers the new element's id. */
export function useAddElement(templateId: string) {
  const [addElement, { loading }] = useAddElementMutation();
  const add = async (entry: AddKind, pages: readonly BuilderPage[], selected: OutlineRow | undefined) => {
    const { parentId, afterId } = insertionPoint(entry.kind, pages, selected);
    const element = JSON.stringify({ __typename: entry.kind, ...freshFields(entry) });
    const result = await addElement({ variables: { input: { templateId, parentId, afterId, element } } });
    return result.data?.addElement.id ?? null;
  };
  return { add, adding: loading };
}
