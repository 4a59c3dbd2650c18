import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersOf, noAnswers } from './answers';
import type { DependsOn, Element } from './model';
import { choice, page, repeatable, section, staticText, table, template, text, when, whenAny } from './template-fixtures';
import { isElementVisible, requiredUnanswered, visibleElementIds } from './visibility';

const pets = template([
  page('p1', 'General', [
    choice('has', 'Do you have pets?', ['yes', 'no']),
    section('s1', 'Your pets', [choice('kind', 'Which?', ['cat', 'dog'], { multi: true }), text('cat-name', 'Cat name', { dependsOn: when('kind', 'cat') })], when('has', 'yes')),
    staticText('why', 'Tell us why not', when('has', 'no')),
  ]),
  page('p2', 'Dogs', [text('walks', 'Walks per day', { required: true })], when('kind', 'dog')),
]);

describe('visibleElementIds', () => {
  it('shows unconditional elements and hides conditional ones with no answers', () => {
    expect(visibleElementIds(pets, noAnswers)).toEqual(new Set(['p1', 'has']));
  });

  it('shows a section and its children when its condition holds', () => {
    const visible = visibleElementIds(pets, answersOf({ selected: { has: ['yes'], kind: ['cat'] } }));

    expect(visible).toEqual(new Set(['p1', 'has', 's1', 'kind', 'cat-name']));
  });

  it('shows conditional pages and static text', () => {
    expect(isElementVisible(pets, answersOf({ selected: { has: ['yes'], kind: ['dog'] } }), 'p2')).toBe(true);
    expect(isElementVisible(pets, answersOf({ selected: { has: ['no'] } }), 'why')).toBe(true);
  });

  it('ignores the kept answers of a question while it is hidden', () => {
    // "kind" still holds cat and dog from before the user changed "has" to no.
    const answers = answersOf({ selected: { has: ['no'], kind: ['cat', 'dog'] } });

    expect(isElementVisible(pets, answers, 'kind')).toBe(false);
    expect(isElementVisible(pets, answers, 'cat-name')).toBe(false);
    expect(isElementVisible(pets, answers, 'p2')).toBe(false);
  });

  it('lets another condition of an OR show an element when one names a hidden question', () => {
    const tpl = template([
      page('p1', 'A', [
        choice('a', 'A', ['x']),
        choice('b', 'B', ['y'], { dependsOn: when('a', 'x') }),
        choice('c', 'C', ['z']),
        text('t', 'T', { dependsOn: whenAny('b', 'y', 'c', 'z') }),
      ]),
    ]);

    expect(isElementVisible(tpl, answersOf({ selected: { b: ['y'] } }), 't')).toBe(false);
    expect(isElementVisible(tpl, answersOf({ selected: { b: ['y'], c: ['z'] } }), 't')).toBe(true);
  });

  it('hides everything caught in a cycle, whatever the answers', () => {
    const tpl = template([
      page('p1', 'A', [choice('a', 'A', ['x'], { dependsOn: when('b', 'y') }), choice('b', 'B', ['y'], { dependsOn: whenAny('a', 'x', 'c', 'z') }), choice('c', 'C', ['z'])]),
    ]);

    expect(visibleElementIds(tpl, answersOf({ selected: { a: ['x'], b: ['y'], c: ['z'] } }))).toEqual(new Set(['p1', 'c']));
  });

  it('treats a condition on a missing question or a non-option question as not met', () => {
    const tpl = template([page('p1', 'A', [text('name', 'Name'), text('t1', 'T1', { dependsOn: when('name', 'x') }), text('t2', 'T2', { dependsOn: when('gone', 'x') })])]);

    expect(visibleElementIds(tpl, answersOf({ selected: { name: ['x'], gone: ['x'] } }))).toEqual(new Set(['p1', 'name']));
  });

  it('answers false for an unknown id', () => {
    expect(isElementVisible(pets, noAnswers, 'nope')).toBe(false);
  });

  it('never shows a child of a hidden parent and always applies the conditions, for any template and answers', () => {
    fc.assert(
      fc.property(templateShape(), fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 8 }), (pages, picked) => {
        const tpl = template(pages);
        const selected = Object.fromEntries(picked.map((at) => [`q${at}`, [`q${at}-o${at % 2}`]]));
        const visible = visibleElementIds(tpl, answersOf({ selected }));
        for (const element of pages.flatMap((one) => walk(one.children, one.id))) {
          if (!visible.has(element.parentId)) expect(visible.has(element.id)).toBe(false);
          for (const condition of element.dependsOn?.conditions ?? []) {
            if (visible.has(element.id) && element.dependsOn?.logic === 'AND') expect(visible.has(condition.questionId)).toBe(true);
          }
        }
      }),
    );
  });
});

type Walked = { id: string; parentId: string; dependsOn: DependsOn | null };

function walk(elements: Element[], parentId: string): Walked[] {
  return elements.flatMap((element) => {
    const dependsOn = 'dependsOn' in element ? (element.dependsOn ?? null) : null;
    const inner = element.__typename === 'Section' ? walk(element.children, element.id) : [];
    return [{ id: element.id, parentId, dependsOn }, ...inner];
  });
}

// Pages of option questions q0..qn, some inside sections, each optionally conditional on any other question's option.
function templateShape() {
  const condition = fc.option(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 1 })), { nil: null });
  const node = fc.tuple(condition, fc.boolean(), fc.boolean());
  return fc.array(fc.array(node, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }).map((pages) => {
    let next = 0;
    return pages.map((nodes, pageAt) => {
      const children: Element[] = [];
      for (const [dependsOn, inSection, sectionIsConditional] of nodes) {
        const at = next++;
        const rule = dependsOn ? when(`q${dependsOn[0]}`, `q${dependsOn[0]}-o${dependsOn[1]}`) : null;
        const question = choice(`q${at}`, `Q${at}`, [`q${at}-o0`, `q${at}-o1`], { dependsOn: rule });
        children.push(inSection ? section(`s${at}`, `S${at}`, [question], sectionIsConditional ? when(`q${(at + 1) % 20}`, `q${(at + 1) % 20}-o0`) : null) : question);
      }
      return page(`p${pageAt}`, `P${pageAt}`, children);
    });
  });
}

describe('requiredUnanswered', () => {
  const tpl = template([
    page('p1', 'General', [
      text('name', 'Your name', { required: true }),
      text('nick', 'Nickname'),
      text('locked', 'Case number', { required: true, disabled: true }),
      choice('has', 'Pets?', ['yes', 'no'], { required: true }),
      text('pet', 'Pet name', { required: true, dependsOn: when('has', 'yes') }),
      table('vets', 'Vets', [text('vet', 'Vet', { required: true })]),
      repeatable('visits', 'Visits', [text('visit', 'Visit date', { required: true })]),
    ]),
  ]);

  it('lists visible required questions without an answer, with titles and pages', () => {
    expect(requiredUnanswered(tpl, noAnswers)).toEqual([
      { questionId: 'name', title: 'Your name', pageId: 'p1', pageName: 'General' },
      { questionId: 'has', title: 'Pets?', pageId: 'p1', pageName: 'General' },
    ]);
  });

  it('adds a question once it shows and drops it once it is answered', () => {
    const answers = answersOf({ selected: { has: ['yes'] }, answered: ['name'] });

    expect(requiredUnanswered(tpl, answers).map((gap) => gap.questionId)).toEqual(['pet']);
  });

  it('uses the caller’s notion of an answer', () => {
    const everything = () => true;

    expect(requiredUnanswered(tpl, noAnswers, everything)).toEqual([]);
  });
});
