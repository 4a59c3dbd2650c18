import { describe, expect, it } from 'vitest';
import { neverShownReasons } from './never-shown';
import { indexTemplate } from './template-index';
import { choice, page, section, template, text, when, whenAny } from './template-fixtures';
import type { Element } from './model';

const reasonsOf = (children: Element[]) => neverShownReasons(indexTemplate(template([page('p1', 'General', children)])));

describe('neverShownReasons', () => {
  it('finds nothing in a template whose conditions can all hold', () => {
    const reasons = reasonsOf([
      choice('a', 'A', ['x', 'y']),
      choice('m', 'M', ['x', 'y'], { multi: true }),
      text('t1', 'T1', { dependsOn: when('a', 'x') }),
      text('t2', 'T2', { dependsOn: when('m', 'x', 'm', 'y') }),
      text('t3', 'T3', { dependsOn: whenAny('a', 'x', 'a', 'y') }),
    ]);

    expect(reasons).toEqual(new Map());
  });

  it('finds AND over two options of one single-select question', () => {
    const reasons = reasonsOf([choice('a', 'Pets?', ['yes', 'no']), text('t', 'T', { dependsOn: when('a', 'yes', 'a', 'no') })]);

    expect(reasons.get('t')).toBe('it needs both "YES" and "NO" selected in question "Pets?" (a), which allows one answer');
  });

  it('finds a clash inherited from a parent or from the question a condition names', () => {
    const reasons = reasonsOf([
      choice('a', 'A', ['x', 'y']),
      section('s', 'S', [text('in', 'In', { dependsOn: when('a', 'y') })], when('a', 'x')),
      choice('b', 'B', ['z'], { dependsOn: when('a', 'x') }),
      text('chain', 'Chain', { dependsOn: when('b', 'z', 'a', 'y') }),
    ]);

    expect(reasons.get('in')).toMatch(/needs both "X" and "Y"/);
    expect(reasons.get('chain')).toMatch(/needs both "X" and "Y"/);
    expect(reasons.has('s')).toBe(false);
  });

  it('finds a condition on a question that can never be shown, and the children of a parent that can never be shown', () => {
    const reasons = reasonsOf([
      choice('a', 'A', ['x', 'y']),
      choice('b', 'B', ['z'], { dependsOn: when('a', 'x', 'a', 'y') }),
      section('s', 'S', [text('in', 'In')], when('b', 'z')),
    ]);

    expect(reasons.get('s')).toBe('it depends on question "B" (b), which can never be shown');
    expect(reasons.get('in')).toBe('its section "S" (s) can never be shown');
  });

  it('finds conditions on missing questions and options', () => {
    const reasons = reasonsOf([
      choice('a', 'A', ['x']),
      text('t1', 'T1', { dependsOn: when('gone', 'x') }),
      text('t2', 'T2', { dependsOn: when('a', 'nope') }),
    ]);

    expect(reasons.get('t1')).toBe('its condition names question gone, which this template does not have');
    expect(reasons.get('t2')).toBe('its condition names option nope, which question "A" (a) does not have');
  });

  it('keeps an OR possible while one of its conditions can hold', () => {
    const reasons = reasonsOf([
      choice('a', 'A', ['x', 'y']),
      text('t1', 'T1', { dependsOn: whenAny('gone', 'x', 'a', 'y') }),
      text('t2', 'T2', { dependsOn: whenAny('gone', 'x', 'a', 'nope') }),
      section('s', 'S', [text('t3', 'T3', { dependsOn: when('a', 'x') })], whenAny('a', 'y', 'gone', 'x')),
    ]);

    expect(reasons.has('t1')).toBe(false);
    expect(reasons.get('t2')).toBe('none of its conditions can ever hold');
    // Every way to show the section selects y, so x can never be selected with it.
    expect(reasons.get('t3')).toMatch(/needs both "X" and "Y"/);
  });

  it('marks the members of a cycle', () => {
    const reasons = reasonsOf([choice('a', 'A', ['x'], { dependsOn: when('b', 'y') }), choice('b', 'B', ['y'], { dependsOn: when('a', 'x') })]);

    expect(reasons.get('a')).toBe('it is part of a cycle of conditions');
    expect(reasons.get('b')).toBe('it is part of a cycle of conditions');
  });

  it('finds a conditional page that can never be shown', () => {
    const tpl = template([page('p1', 'A', [choice('a', 'A', ['x', 'y'])]), page('p2', 'B', [text('t', 'T')], when('a', 'x', 'a', 'y'))]);

    const reasons = neverShownReasons(indexTemplate(tpl));

    expect(reasons.get('p2')).toMatch(/needs both/);
    expect(reasons.get('t')).toBe('its page "B" (p2) can never be shown');
  });
});
