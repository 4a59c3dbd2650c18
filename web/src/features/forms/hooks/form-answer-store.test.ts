import { describe, expect, it, vi } from 'vitest';
import { choice, page, template, text, when } from '@schema/template/template-fixtures';
import type { ResponseLike } from '@schema/template/answers-from-responses';
import { createFormAnswerStore } from './form-answer-store';

const form = template([page('p1', 'General', [choice('gate', 'Gate', ['yes', 'no']), text('detail', 'Detail', { dependsOn: when('gate', 'yes') }), text('other', 'Other')])]);
const other: ResponseLike & { text?: string } = { questionId: 'other', location: null, text: 'kept' };

describe('createFormAnswerStore', () => {
  it('shows a dependent element as soon as a choice is noted, before it is saved', () => {
    // Prepare
    const store = createFormAnswerStore(form, () => true, [other]);
    const listener = vi.fn();
    store.subscribe(listener);

    // Act
    store.noteChoice({ questionId: 'gate', location: null, selectedOptionIds: ['yes'] });

    // Assess
    expect(store.isVisible('detail', null)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the object of a response whose content did not change when the server answers a new list', () => {
    // Prepare
    const store = createFormAnswerStore(form, () => true, [other]);
    const before = store.response('other', null);

    // Act
    store.setResponses([{ ...other }, { questionId: 'gate', location: null, selectedOptionIds: ['no'] }]);

    // Assess
    expect(store.response('other', null)).toBe(before);
    expect(store.response('gate', null)?.selectedOptionIds).toEqual(['no']);
  });

  it('hides what page and section permissions do not permit, whatever the answers', () => {
    // Prepare
    const store = createFormAnswerStore(form, (id) => id !== 'other', []);

    // Act
    const visible = store.visibleAt(null);

    // Assess
    expect(visible).toEqual(new Set(['p1', 'gate']));
    expect(store.isVisible('other', null)).toBe(false);
  });

  it('answers rows from their own answers, falling back to the top level', () => {
    // Prepare
    const store = createFormAnswerStore(form, () => true, [{ questionId: 'gate', location: null, selectedOptionIds: ['yes'] }]);

    // Act
    const inRow = store.isVisible('detail', { parentId: 'table', rowId: 'r1' });

    // Assess
    expect(inRow).toBe(true);
  });
});
