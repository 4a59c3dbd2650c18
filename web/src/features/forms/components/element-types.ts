import type { FormElementFieldsFragment } from '@/gql/graphql';

/** A template element as the form renders it: its own fields and, for sections, its children. */
export type ElementNode = FormElementFieldsFragment & { children?: readonly ElementNode[] };

/** A question element (every kind). */
export type QuestionNode = Extract<ElementNode, { title: string }>;

/** Heading levels the form uses below its h1. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The next heading level down, stopping at h6. */
export function nextHeadingLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}
