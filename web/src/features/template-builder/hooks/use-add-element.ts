import { useAddElementMutation } from '../api/add-element';
import type { AddKind } from './add-kinds';
import { isContainer, type BuilderPage, type OutlineRow } from './builder-tree';
import { newOptionId } from './new-id';
import { summaryInsertionPoint, summaryKinds } from './summary-outline';

/** The summary pages and the outline's rows, for adding a summary page or an item of one. */
export interface SummaryPlace {
  summaryPages: readonly BuilderPage[];
  rows: readonly OutlineRow[];
}

/**
 * Where a new element goes: after the selected element, inside the selected container (as the last column of a
 * selected table), or at the end of the last page.
 */
export function insertionPoint(kind: string, pages: readonly BuilderPage[], selected: OutlineRow | undefined): { parentId: string; afterId: string | null } {
  const lastPage = pages[pages.length - 1];
  if (kind === 'Page') {
    const page = selected?.node.__typename === 'Page' ? selected.node.id : (lastPage?.id ?? null);
    return { parentId: 'ROOT', afterId: page };
  }
  if (selected?.node.__typename === 'TableQuestion') {
    // A table's columns are its child questions: a new question goes in as its last column.
    const columns = 'children' in selected.node ? (selected.node.children ?? []) : [];
    return { parentId: selected.node.id, afterId: columns[columns.length - 1]?.id ?? null };
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
  const add = async (entry: AddKind, pages: readonly BuilderPage[], selected: OutlineRow | undefined, summary: SummaryPlace = { summaryPages: [], rows: [] }) => {
    const place = summaryKinds.has(entry.kind) ? summaryInsertionPoint(entry.kind, summary.summaryPages, selected, summary.rows) : insertionPoint(entry.kind, pages, selected);
    if (!place) return null;
    const { parentId, afterId } = place;
    // A summary page is a page added under SUMMARY.
    const element = JSON.stringify({ __typename: entry.kind === 'SummaryPage' ? 'Page' : entry.kind, ...freshFields(entry) });
    const result = await addElement({ variables: { input: { templateId, parentId, afterId, element } } });
    return result.data?.addElement.id ?? null;
  };
  return { add, adding: loading };
}

/** Whether the Add menu adds columns of a table: a table or one of its columns is selected. */
export function addsTableColumns(selected: OutlineRow | undefined, rows: readonly OutlineRow[]): boolean {
  if (!selected) return false;
  if (selected.node.__typename === 'TableQuestion') return true;
  return rows.some((row) => row.node.id === selected.parentId && row.node.__typename === 'TableQuestion');
}
