/**
 * The panel's list of comments as pure changes: threads newest first, each followed by its replies oldest first (the
 * server's order), kept in that order as pages arrive and comments are added or removed.
 */

/** What the list rules read of a comment. */
export interface ListedComment {
  id: string;
  parentId?: string | null;
}

/** The list with a page appended: comments already listed (added here meanwhile) are not listed twice. */
export function withPage<C extends ListedComment>(list: readonly C[], page: readonly C[]): C[] {
  const listed = new Set(list.map((comment) => comment.id));
  return [...list, ...page.filter((comment) => !listed.has(comment.id))];
}

/**
 * The list with a new comment in its place: a new thread first; a reply after the last listed reply of its thread
 * (a reply to a thread not listed is left for the page that lists it). A comment already listed is replaced.
 */
export function withAddedComment<C extends ListedComment>(list: readonly C[], comment: C): C[] {
  if (list.some((listed) => listed.id === comment.id)) return list.map((listed) => (listed.id === comment.id ? comment : listed));
  if (!comment.parentId) return [comment, ...list];
  const parentAt = list.findIndex((listed) => listed.id === comment.parentId);
  if (parentAt < 0) return [...list];
  let end = parentAt + 1;
  while (end < list.length && list[end]!.parentId === comment.parentId) end += 1;
  return [...list.slice(0, end), comment, ...list.slice(end)];
}

/** The list without the comments removed. */
export function withoutComments<C extends ListedComment>(list: readonly C[], removedIds: readonly string[]): C[] {
  const removed = new Set(removedIds);
  return list.filter((comment) => !removed.has(comment.id));
}

/**
 * Where the focus goes once comments are removed: the comment that took the first removed one's place, else the one
 * before it; null when none is left.
 */
export function focusAfterRemoval(list: readonly ListedComment[], removedIds: readonly string[]): string | null {
  const removed = new Set(removedIds);
  const first = list.findIndex((comment) => removed.has(comment.id));
  if (first < 0) return null;
  const after = list.slice(first).find((comment) => !removed.has(comment.id));
  const before = list.slice(0, first).reverse().find((comment) => !removed.has(comment.id));
  return (after ?? before)?.id ?? null;
}

/** A thread as the panel shows it: its opening comment and its replies. */
export interface Thread<C> {
  opener: C | null;
  replies: C[];
}

/**
 * The list cut into threads: each opening comment with the replies that follow it. Replies whose opener is not
 * listed (never the case in the server's order) make a thread of their own without an opener.
 */
export function threadsOf<C extends ListedComment>(list: readonly C[]): Array<Thread<C>> {
  const threads: Array<Thread<C>> = [];
  for (const comment of list) {
    const last = threads.at(-1);
    if (!comment.parentId) threads.push({ opener: comment, replies: [] });
    else if (last && (last.opener?.id ?? last.replies[0]?.parentId) === comment.parentId) last.replies.push(comment);
    else threads.push({ opener: null, replies: [comment] });
  }
  return threads;
}
