import type { FormElementFieldsFragment, QuestionFieldsFragment } from '@/gql/graphql';

/** A template element as the form renders it: its own fields and, for sections, its children. */
export type ElementNode = FormElementFieldsFragment & { children?: readonly ElementNode[] };

/** A question element (every kind). */
export type QuestionNode = Extract<ElementNode, { title: string }>;

/** A question of any kind, a template element or a table's column. */
export type AnyQuestion = QuestionNode | QuestionFieldsFragment;

/** A question of one kind, as a field renders it (a template element or a table's column). */
export type QuestionOfKind<K extends QuestionFieldsFragment['__typename']> = Extract<QuestionFieldsFragment, { __typename: K }>;

/** Heading levels the form uses below its h1. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The next heading level down, stopping at h6. */
export function nextHeadingLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}
