import { describe, expect, it } from 'vitest';
import { requiredNeverShownProblems } from './check-required-shown';
import { indexTemplate } from './template-index';
import { choice, page, section, template, text, when } from './template-fixtures';

describe('requiredNeverShownProblems', () => {
  it('reports a required question that can never be shown, with the reason', () => {
    const index = indexTemplate(
      template([
        page('p1', 'A', [
          choice('a', 'Pets?', ['yes', 'no']),
          section('s', 'Pet', [text('name', 'Pet name', { required: true }), text('opt', 'Optional')], when('a', 'yes', 'a', 'no')),
        ]),
      ]),
    );

    expect(requiredNeverShownProblems(index)).toEqual([
      {
        at: 3,
        problem: {
          code: 'REQUIRED_NEVER_SHOWN',
          elementId: 'name',
          message: 'Required question "Pet name" (name) can never be shown: its section "Pet" (s) can never be shown. Fix its conditions or make it optional.',
        },
      },
    ]);
  });

  it('leaves required questions that can show, and those in a cycle (reported as the cycle)', () => {
    const index = indexTemplate(
      template([
        page('p1', 'A', [
          choice('a', 'A', ['x'], { required: true, dependsOn: when('b', 'y') }),
          choice('b', 'B', ['y'], { required: true, dependsOn: when('a', 'x') }),
          choice('c', 'C', ['z'], { required: true }),
          text('d', 'D', { required: true, dependsOn: when('c', 'z') }),
        ]),
      ]),
    );

    expect(requiredNeverShownProblems(index)).toEqual([]);
  });
});
