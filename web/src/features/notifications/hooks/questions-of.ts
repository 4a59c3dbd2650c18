import type { NotificationEditorTemplateQuery } from '@/gql/graphql';
import type { PlaceholderQuestion } from './use-live-preview';

type Template = NonNullable<NotificationEditorTemplateQuery['templateById']>;
type Node = { __typename?: string; id: string; title?: string; children?: readonly Node[] };

function collect(nodes: readonly Node[], into: PlaceholderQuestion[]) {
  for (const node of nodes) {
    if (typeof node.title === 'string') into.push({ id: node.id, title: node.title });
    if (node.children) collect(node.children, into);
  }
}

/** The questions of a template's pages and sections (three levels deep), in order. */
export function questionsOf(template: Template | null | undefined): PlaceholderQuestion[] {
  const questions: PlaceholderQuestion[] = [];
  for (const page of template?.pages ?? []) collect(page.children as readonly Node[], questions);
  return questions;
}
