import { describe, expect, it } from 'vitest';
import { duplicateIdProblems } from './check-duplicate-ids';
import { indexTemplate } from './template-index';
import { choice, page, section, table, template, text } from './template-fixtures';

describe('duplicateIdProblems', () => {
  it('finds nothing when every id is unique', () => {
    const index = indexTemplate(template([page('p1', 'A', [choice('q1', 'Q1', ['o1', 'o2']), table('t', 'T', [text('c', 'C')])])]));

    expect(duplicateIdProblems(index)).toEqual([]);
  });

  it('reports each repeat where it occurs, naming the first holder', () => {
    const index = indexTemplate(
      template([
        page('p1', 'General', [text('q1', 'Name'), section('p1', 'Pets', [text('q1', 'Pet name')])]),
        page('p2', 'More', [table('t', 'Vets', [text('q1', 'Vet')])]),
      ]),
    );

    const problems = duplicateIdProblems(index);

    expect(problems.map(({ problem }) => problem.message)).toEqual([
      'The id "p1" is used twice: section "Pets" (p1) has the same id as page "General" (p1). Give each one its own id.',
      'The id "q1" is used twice: question "Pet name" (q1) has the same id as question "Name" (q1). Give each one its own id.',
      'The id "q1" is used twice: table column "Vet" (q1) has the same id as question "Name" (q1). Give each one its own id.',
    ]);
    expect(problems.map(({ at }) => at)).toEqual([2, 3, 6]);
    expect(problems.every(({ problem }) => problem.code === 'DUPLICATE_ID')).toBe(true);
  });

  it('reports options that repeat an id, within a question or across the template', () => {
    const index = indexTemplate(template([page('p1', 'A', [choice('q1', 'Colour', ['red', 'red']), choice('q2', 'Mood', ['q1'])])]));

    const problems = duplicateIdProblems(index).map(({ problem }) => problem);

    expect(problems).toEqual([
      expect.objectContaining({ elementId: 'q1', optionId: 'red', message: expect.stringContaining('option "RED" of question "Colour" (q1) has the same id as option "RED"') }),
      expect.objectContaining({ elementId: 'q2', optionId: 'q1', message: expect.stringContaining('as question "Colour" (q1)') }),
    ]);
  });
});
