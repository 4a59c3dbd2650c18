import { describe, expect, it } from 'vitest';
import { focusAfterRemoval, threadsOf, withAddedComment, withoutComments, withPage } from './comment-list';

const thread = (id: string) => ({ id, parentId: null });
const reply = (id: string, parentId: string) => ({ id, parentId });
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((comment) => comment.id);

const list = [thread('t2'), reply('r2a', 't2'), thread('t1'), reply('r1a', 't1'), reply('r1b', 't1')];

describe('the comment list', () => {
  it('puts a new thread first and a reply after the last reply of its thread', () => {
    expect(ids(withAddedComment(list, thread('t3')))).toEqual(['t3', 't2', 'r2a', 't1', 'r1a', 'r1b']);
    expect(ids(withAddedComment(list, reply('r2b', 't2')))).toEqual(['t2', 'r2a', 'r2b', 't1', 'r1a', 'r1b']);
    expect(ids(withAddedComment(list, reply('r1c', 't1')))).toEqual(['t2', 'r2a', 't1', 'r1a', 'r1b', 'r1c']);
  });

  it('leaves a reply to a thread not listed to the page that lists it, and replaces a comment listed already', () => {
    expect(ids(withAddedComment(list, reply('r0a', 't0')))).toEqual(ids(list));
    expect(withAddedComment(list, { id: 't1', parentId: null, body: 'edited' } as never)[2]).toEqual({ id: 't1', parentId: null, body: 'edited' });
  });

  it('appends a page without listing twice what was added meanwhile', () => {
    expect(ids(withPage([thread('t3'), ...list], [reply('r1b', 't1'), thread('t0')]))).toEqual(['t3', 't2', 'r2a', 't1', 'r1a', 'r1b', 't0']);
  });

  it('removes comments, and moves the focus to the one that took the place of the first removed, else the one before', () => {
    expect(ids(withoutComments(list, ['r2a', 't2']))).toEqual(['t1', 'r1a', 'r1b']);
    expect(focusAfterRemoval(list, ['r2a'])).toBe('t1');
    expect(focusAfterRemoval(list, ['r1b'])).toBe('r1a');
    expect(focusAfterRemoval(list, ['r1a', 't1'])).toBe('r1b');
    expect(focusAfterRemoval([thread('t1')], ['t1'])).toBeNull();
  });

  it('cuts the list into threads, each opener with its replies', () => {
    const threads = threadsOf([reply('r0a', 't0'), ...list]);

    expect(threads.map((thread) => [thread.opener?.id ?? null, ids(thread.replies)])).toEqual([
      [null, ['r0a']],
      ['t2', ['r2a']],
      ['t1', ['r1a', 'r1b']],
    ]);
  });
});
