import { describe, expect, it } from 'vitest';
import { cycleProblems } from './check-cycles';
import { indexTemplate } from './template-index';
import { choice, page, section, template, text, when } from './template-fixtures';

describe('cycleProblems', () => {
  it('finds nothing when conditions only look elsewhere', () => {
    const index = indexTemplate(template([page('p1', 'A', [choice('a', 'A', ['x']), text('t', 'T', { dependsOn: when('a', 'x') })])]));

    expect(cycleProblems(index)).toEqual([]);
  });

  it('reports a question that depends on itself', () => {
    const index = indexTemplate(template([page('p1', 'A', [choice('a', 'Pets?', ['x'], { dependsOn: when('a', 'x') })])]));

    expect(cycleProblems(index).map(({ problem }) => problem)).toEqual([
      {
        code: 'DEPENDS_ON_CYCLE',
        elementId: 'a',
        path: ['a', 'a'],
        message: 'Question "Pets?" (a) can never be shown: it is shown only by an answer to question "Pets?" (a). Remove one of these conditions.',
      },
    ]);
  });

  it('reports a cycle through conditions once, on its first element, with the path', () => {
    const index = indexTemplate(
      template([page('p1', 'A', [choice('a', 'A', ['x'], { dependsOn: when('c', 'z') }), choice('b', 'B', ['y'], { dependsOn: when('a', 'x') }), choice('c', 'C', ['z'], { dependsOn: when('b', 'y') })])]),
    );

    const problems = cycleProblems(index);

    expect(problems).toHaveLength(1);
    expect(problems[0]?.problem.path).toEqual(['a', 'c', 'b', 'a']);
    expect(problems[0]?.problem.message).toBe(
      'Question "A" (a) can never be shown: it is shown only by an answer to question "C" (c), which is shown only by an answer to question "B" (b), which is shown only by an answer to question "A" (a). Remove one of these conditions.',
    );
  });

  it('reports a section that depends on a question inside it', () => {
    const index = indexTemplate(template([page('p1', 'A', [section('s', 'Pets', [choice('q', 'Has pets?', ['yes'])], when('q', 'yes'))])]));

    const [located] = cycleProblems(index);

    expect(located?.at).toBe(1);
    expect(located?.problem.path).toEqual(['s', 'q', 's']);
    expect(located?.problem.message).toBe(
      'Section "Pets" (s) can never be shown: it is shown only by an answer to question "Has pets?" (q), which sits in section "Pets" (s). Remove one of these conditions, or move the question out of the part it controls.',
    );
  });
});
