import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupsFromMap } from './check-subforms';
import type { Element } from './model';
import { choice, page, section, subform, template, text, when } from './template-fixtures';
import { templateProblems } from './validate-template';

const noTemplates = lookupsFromMap(new Map());

describe('templateProblems', () => {
  it('accepts a consistent template', () => {
    const tpl = template([
      page('p1', 'General', [
        choice('has', 'Pets?', ['yes', 'no'], { required: true }),
        section('s', 'Pets', [text('name', 'Pet name', { required: true })], when('has', 'yes')),
        subform('f', 'Vet visit', 'tpl-visit'),
      ]),
    ]);

    expect(templateProblems(tpl, lookupsFromMap(new Map([['tpl-visit', { exists: true, isSubform: true }]])))).toEqual([]);
  });

  it('reports a template with no pages', () => {
    expect(templateProblems(template([], { id: 'tpl-9', name: 'Untitled' }), noTemplates)).toEqual([
      { code: 'EMPTY_TEMPLATE', elementId: 'tpl-9', message: 'Template "Untitled" has no pages. Add a page with at least one question.' },
    ]);
  });

  it('lists problems in template order, whatever check found them', () => {
    const tpl = template([
      page('p1', 'General', [
        subform('f', 'Visit', 'tpl-gone'),
        choice('a', 'A', ['x', 'y']),
        text('t', 'T', { required: true, dependsOn: when('a', 'x', 'a', 'y') }),
      ]),
      page('p2', 'More', [text('u', 'U', { dependsOn: when('a', 'z') }), text('a', 'Again')]),
    ]);

    const problems = templateProblems(tpl, noTemplates);

    expect(problems.map((problem) => [problem.code, problem.elementId])).toEqual([
      ['SUBFORM_MISSING_TEMPLATE', 'f'],
      ['REQUIRED_NEVER_SHOWN', 't'],
      ['CONDITION_MISSING_OPTION', 'u'],
      ['DUPLICATE_ID', 'a'],
    ]);
  });

  it('always reports a cycle planted in a generated template, naming a real cycle', () => {
    fc.assert(
      fc.property(acyclicPages(), fc.integer({ min: 1, max: 5 }), fc.boolean(), (pages, length, throughSection) => {
        const ring = plantCycle(length, throughSection);
        const tpl = template([...pages, page('ring', 'Ring', ring)]);

        const cycles = templateProblems(tpl, noTemplates).filter((problem) => problem.code === 'DEPENDS_ON_CYCLE');

        expect(cycles).toHaveLength(1);
        expect(cycles[0]?.path?.[0]).toBe(cycles[0]?.path?.at(-1));
        expect(cycles[0]?.elementId).toBe(throughSection ? 'ring-s' : 'ring-0');
      }),
    );
  });

  it('never reports a cycle when every condition names an earlier question outside the element', () => {
    fc.assert(
      fc.property(acyclicPages(), (pages) => {
        const codes = templateProblems(template(pages), noTemplates).map((problem) => problem.code);

        expect(codes).not.toContain('DEPENDS_ON_CYCLE');
        expect(codes).not.toContain('REQUIRED_NEVER_SHOWN');
      }),
    );
  });
});

// Pages of multi-select questions g0..gn (some in sections) whose conditions name only earlier questions: no cycle,
// and every condition can hold.
function acyclicPages() {
  const node = fc.tuple(fc.option(fc.nat(), { nil: null }), fc.boolean(), fc.boolean());
  return fc.array(fc.array(node, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 }).map((pages) => {
    let next = 0;
    return pages.map((nodes, pageAt) => {
      const children: Element[] = nodes.map(([pick, inSection, required]) => {
        const at = next++;
        const rule = pick !== null && at > 0 ? when(`g${pick % at}`, `g${pick % at}-o`) : null;
        const question = choice(`g${at}`, `G${at}`, [`g${at}-o`], { multi: true, required, dependsOn: rule });
        return inSection ? section(`gs${at}`, `GS${at}`, [question]) : question;
      });
      return page(`gp${pageAt}`, `GP${pageAt}`, children);
    });
  });
}

// ring-0 waits on ring-1 ... which waits on ring-0; or a section waiting on a question inside it.
function plantCycle(length: number, throughSection: boolean): Element[] {
  if (throughSection) return [section('ring-s', 'Ring section', [choice('ring-in', 'Inside', ['ring-in-o'])], when('ring-in', 'ring-in-o'))];
  const ids = Array.from({ length }, (_, at) => `ring-${at}`);
  return ids.map((id, at) => {
    const next = ids[(at + 1) % length]!;
    return choice(id, id, [`${id}-o`], { dependsOn: when(next, `${next}-o`) });
  });
}
