import { describe, expect, it } from 'vitest';
import { formCommentEntity, listKeyOf, threadKeyOf, type FormCommentRecord } from './comments';

const comment = (id: string, createdAt: string, parent?: FormCommentRecord): FormCommentRecord => ({
  formId: 'f-1',
  id,
  ...(parent ? { parentId: parent.id } : {}),
  threadKey: parent ? parent.threadKey : threadKeyOf(createdAt, id),
  author: { userId: 'u-1', name: 'Sam One' },
  body: id,
  mentions: [],
  createdAt,
  version: 1,
  replyCount: 0,
});

describe('form comments in their list', () => {
  it('sort threads newest first, each followed by its replies oldest first', () => {
    const older = comment('c-older', '2026-11-20T08:00:00.000Z');
    const newer = comment('c-newer', '2026-11-21T08:00:00.000Z');
    const firstReply = comment('r-first', '2026-11-22T08:00:00.000Z', older);
    const laterReply = comment('r-later', '2026-11-23T08:00:00.000Z', older);
    const newerReply = comment('r-newer', '2026-11-22T09:00:00.000Z', newer);

    const sorted = [laterReply, older, newerReply, firstReply, newer].sort((a, b) => listKeyOf(a).localeCompare(listKeyOf(b)));

    expect(sorted.map((c) => c.id)).toEqual(['c-newer', 'r-newer', 'c-older', 'r-first', 'r-later']);
  });

  it('are found by id in the form partition and listed by the form on gsi1', () => {
    const item = formCommentEntity.toItem(comment('c-1', '2026-11-20T08:00:00.000Z'));

    expect(item).toMatchObject({ pk: 'FORMCOMMENTS#f-1', sk: 'COMMENT#c-1', gsi1pk: 'FORMCOMMENTS#f-1' });
    expect(String(item.gsi1sk)).toMatch(/^T#\d{13}#c-1$/);
  });
});
