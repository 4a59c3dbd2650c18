import { describe, expect, it } from 'vitest';
import { readPinned } from './pinned-panel';
import { selectedDocumentId } from './selected-document';

const docs = [
  { id: 'hidden', canView: false },
  { id: 'first', canView: true },
  { id: 'second', canView: true },
];

describe('the shown document', () => {
  it('is the first viewable one unless the address names another viewable one', () => {
    expect(selectedDocumentId(docs, null)).toBe('first');
    expect(selectedDocumentId(docs, 'second')).toBe('second');
  });

  it('never is one the viewer may not see, and is none when nothing can be viewed', () => {
    expect(selectedDocumentId(docs, 'hidden')).toBe('first');
    expect(selectedDocumentId([{ id: 'hidden', canView: false }], null)).toBeNull();
  });
});

describe('the pinned panel', () => {
  it('is pinned by default and unpinned only when stored so', () => {
    expect(readPinned({ getItem: () => null })).toBe(true);
    expect(readPinned({ getItem: () => 'false' })).toBe(false);
    expect(readPinned({ getItem: () => { throw new Error('denied'); } })).toBe(true);
  });
});
