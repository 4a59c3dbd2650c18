import { describe, expect, it } from 'vitest';
import { diffQuestion } from './diff-questions';
import { choice, text, when, whenAny } from './template-fixtures';

describe('diffQuestion', () => {
  it('reports nothing for an unchanged question', () => {
    expect(diffQuestion(choice('q', 'Pets', ['a']), choice('q', 'Pets', ['a']))).toEqual({ fields: [], phrases: [] });
  });

  it('reports the title, required and kind', () => {
    const diff = diffQuestion(text('q', 'Pet'), { ...choice('q', 'Pets', []), required: true });

    expect(diff.fields).toEqual(['kind', 'title', 'required']);
    expect(diff.phrases).toEqual(['kind changed from text to option', 'renamed from "Pet"', 'now required']);
  });

  it('reports options added, removed and relabelled', () => {
    const before = choice('q', 'Pets', ['cat', 'dog', 'bird']);
    const after = { ...choice('q', 'Pets', ['cat', 'dog', 'fish']), required: false };
    after.options[0] = { id: 'cat', label: 'Cats', image: null };

    const diff = diffQuestion(before, after);

    expect(diff.fields).toEqual(['optionsAdded', 'optionsRemoved', 'optionsRelabelled']);
    expect(diff.phrases).toEqual(['options added "FISH"', 'options removed "BIRD"', 'option "CAT" renamed "Cats"']);
  });

  it('reports conditions added, removed and changed, ignoring their order', () => {
    const phrase = (a: Parameters<typeof when>, b: Parameters<typeof when>) =>
      diffQuestion(text('q', 'T', { dependsOn: a.length ? when(...a) : null }), text('q', 'T', { dependsOn: b.length ? when(...b) : null })).phrases;

    expect(phrase([], ['a', 'x'])).toEqual(['now shown only when its conditions hold']);
    expect(phrase(['a', 'x'], [])).toEqual(['conditions removed, now always shown']);
    expect(phrase(['a', 'x'], ['a', 'y'])).toEqual(['conditions changed']);
    expect(phrase(['a', 'x', 'b', 'y'], ['b', 'y', 'a', 'x'])).toEqual([]);
  });

  it('reports a change of logic over several conditions, but not over one', () => {
    const and = text('q', 'T', { dependsOn: when('a', 'x', 'b', 'y') });

    expect(diffQuestion(and, text('q', 'T', { dependsOn: whenAny('a', 'x', 'b', 'y') })).fields).toEqual(['conditions']);
    expect(diffQuestion(text('q', 'T', { dependsOn: when('a', 'x') }), text('q', 'T', { dependsOn: whenAny('a', 'x') })).fields).toEqual([]);
    expect(diffQuestion(text('q', 'T', { dependsOn: { logic: 'OR', conditions: [] } }), text('q', 'T')).fields).toEqual([]);
  });
});
