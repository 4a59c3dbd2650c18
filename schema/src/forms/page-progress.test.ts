import { describe, expect, it } from 'vitest';
import { answersOf } from '../template/answers';
import { indexTemplate } from '../template/template-index';
import { choice, page, repeatable, section, table, template, text, when } from '../template/template-fixtures';
import { visibleElementIds } from '../template/visibility';
import { pageProgress, progressQuestionIds, progressText } from './page-progress';

const inspection = template([
  page('p1', 'Room', [
    text('room', 'Room number', { required: true }),
    choice('hood', 'Fume hood?', ['yes', 'no']),
    section('s-hood', 'Hood', [text('hood-id', 'Hood id')], when('hood', 'yes')),
    text('locked', 'Inspector code', { disabled: true }),
    table('chemicals', 'Chemicals', [text('chem', 'Name')]),
    repeatable('people', 'People', [text('person', 'Name')]),
  ]),
  page('p2', 'Sign-off', [text('sign', 'Signature')]),
]);

describe('page progress', () => {
  it('counts the questions answered once per form that the user can answer, on that page only', () => {
    expect(progressQuestionIds(indexTemplate(inspection), 'p1')).toEqual(['room', 'hood', 'hood-id', 'chemicals']);
    expect(progressQuestionIds(indexTemplate(inspection), 'p2')).toEqual(['sign']);
  });

  it('counts only the questions shown now, and those of them with an answer', () => {
    // Prepare
    const ids = progressQuestionIds(indexTemplate(inspection), 'p1');
    const before = answersOf({ answered: ['room'] });
    const after = answersOf({ answered: ['room'], selected: { hood: ['yes'] } });
    const shown = (answers: typeof before) => {
      const visible = visibleElementIds(inspection, answers);
      return (id: string) => visible.has(id);
    };

    // Act
    const hidden = pageProgress(ids, shown(before), before);
    const opened = pageProgress(ids, shown(after), after);

    // Assess
    expect(hidden).toEqual({ answered: 1, total: 3 });
    expect(opened).toEqual({ answered: 2, total: 4 });
    expect(progressText(opened)).toBe('2 of 4 answered');
  });
});
