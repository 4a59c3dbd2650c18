import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersOf, noAnswers } from './answers';
import type { Element } from './model';
import { choice, page, section, template, text, when } from './template-fixtures';
import { affectedNodes, changedSelections, evaluateVisibility, planVisibility, updateVisibility } from './visibility-plan';

const gated = template([
  page('p1', 'General', [
    section('s1', 'First', [choice('gate1', 'Gate 1', ['yes', 'no']), text('a', 'A', { dependsOn: when('gate1', 'yes') }), text('b', 'B')]),
    section('s2', 'Second', [choice('gate2', 'Gate 2', ['yes', 'no'], { dependsOn: when('gate1', 'no') }), text('c', 'C', { dependsOn: when('gate2', 'yes') })]),
  ]),
]);

describe('affectedNodes', () => {
  it('names the nodes whose conditions read a question, and what reads those in turn', () => {
    const plan = planVisibility(gated);

    expect(affectedNodes(plan, ['gate1'])).toEqual(new Set(['a', 'gate2', 'c']));
    expect(affectedNodes(plan, ['gate2'])).toEqual(new Set(['c']));
  });

  it('names nothing for a question no condition reads', () => {
    expect(affectedNodes(planVisibility(gated), ['b'])).toEqual(new Set());
  });
});

describe('updateVisibility', () => {
  it('shows the dependents of the changed question and keeps the same set when nothing changed', () => {
    const plan = planVisibility(gated);
    const before = evaluateVisibility(plan, noAnswers);

    const after = updateVisibility(plan, answersOf({ selected: { gate1: ['yes'] } }), before, ['gate1']);
    const unchanged = updateVisibility(plan, answersOf({ selected: { gate1: ['yes'] } }), after, ['b']);

    expect(after).toEqual(new Set(['p1', 's1', 'gate1', 'a', 'b', 's2']));
    expect(unchanged).toBe(after);
  });

  it('answers what a full evaluation answers, for any template and any change of selections', () => {
    fc.assert(
      fc.property(shape(), selections(), selections(), (pages, first, second) => {
        const plan = planVisibility(template(pages));
        const before = answersOf({ selected: first });
        const after = answersOf({ selected: second });

        const updated = updateVisibility(plan, after, evaluateVisibility(plan, before), changedSelections(before, after));

        expect(new Set(updated)).toEqual(evaluateVisibility(plan, after));
      }),
    );
  });
});

describe('changedSelections', () => {
  it('lists the questions whose selections differ, an empty selection being the same as none', () => {
    const before = answersOf({ selected: { a: ['x'], b: ['y'], c: [] } });
    const after = answersOf({ selected: { a: ['x'], b: ['z'], d: ['w'] } });

    expect(changedSelections(before, after).sort()).toEqual(['b', 'd']);
  });
});

// Selections of option questions q0..q11, each picking option 0 or 1.
function selections() {
  return fc.dictionary(
    fc.integer({ min: 0, max: 11 }).map((at) => `q${at}`),
    fc.integer({ min: 0, max: 1 }).map((option) => [`o${option}`]),
  );
}

// Pages of option questions q0..q11, some in (conditional) sections, each maybe shown by another's option.
function shape() {
  const rule = fc.option(fc.tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 1 })), { nil: null });
  return fc.array(fc.tuple(rule, rule, fc.boolean()), { minLength: 1, maxLength: 12 }).map((nodes) => {
    const children: Element[] = nodes.map(([own, sectionRule, inSection], at) => {
      const question = choice(`q${at}`, `Q${at}`, ['o0', 'o1'], { dependsOn: own ? when(`q${own[0]}`, `o${own[1]}`) : null });
      return inSection ? section(`s${at}`, `S${at}`, [question], sectionRule ? when(`q${sectionRule[0]}`, `o${sectionRule[1]}`) : null) : question;
    });
    return [page('p1', 'P1', children)];
  });
}
