import { describe, expect, it } from 'vitest';
import { indexTemplate, optionQuestionOf, questionOf } from './template-index';
import { choice, page, repeatable, section, staticText, table, template, text, when } from './template-fixtures';

describe('indexTemplate', () => {
  const tpl = template([
    page('p1', 'General', [
      choice('pets', 'Pets?', ['yes', 'no']),
      section('s1', 'Pet', [text('name', 'Name'), table('vets', 'Vets', [text('vet', 'Vet')])], when('pets', 'yes')),
    ]),
    page('p2', 'More', [repeatable('r1', 'Visits', [section('s2', 'Vet', [text('visit', 'Visit')])]), staticText('t1', 'Thanks')], when('pets', 'no')),
  ]);

  it('lists pages, elements and table columns depth first', () => {
    const { nodes } = indexTemplate(tpl);

    expect(nodes.map((node) => node.id)).toEqual(['p1', 'pets', 's1', 'name', 'vets', 'vet', 'p2', 'r1', 's2', 'visit', 't1']);
    expect(nodes.map((node) => node.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('records parents, pages and conditions', () => {
    const { byId } = indexTemplate(tpl);

    expect(byId.get('vet')).toMatchObject({ parentId: 'vets', column: true, repeated: true });
    expect(byId.get('name')?.parentId).toBe('s1');
    expect(byId.get('name')?.page.id).toBe('p1');
    expect(byId.get('visit')).toMatchObject({ parentId: 's2', column: false, repeated: true });
    expect(byId.get('name')?.repeated).toBe(false);
    expect(byId.get('p2')?.dependsOn).toEqual(when('pets', 'no'));
    expect(byId.get('p1')).toMatchObject({ parentId: null, element: null });
  });

  it('keeps the first node of a repeated id and lists both', () => {
    const index = indexTemplate(template([page('p1', 'A', [text('x', 'First'), text('x', 'Second')])]));

    expect(index.nodes.filter((node) => node.id === 'x')).toHaveLength(2);
    expect(questionOf(index.byId.get('x'))?.title).toBe('First');
  });

  it('marks nodes of summary pages', () => {
    const index = indexTemplate(template([page('p1', 'A', [])], { summaryPages: [page('sp1', 'Summary', [staticText('st', 'Done')])] }));

    expect(index.byId.get('st')?.summary).toBe(true);
    expect(index.byId.get('p1')?.summary).toBe(false);
  });
});

describe('optionQuestionOf', () => {
  it('finds option questions only', () => {
    const index = indexTemplate(template([page('p1', 'A', [choice('c', 'C', ['o']), text('t', 'T')])]));

    expect(optionQuestionOf(index, 'c')?.id).toBe('c');
    expect(optionQuestionOf(index, 't')).toBeNull();
    expect(optionQuestionOf(index, 'p1')).toBeNull();
    expect(optionQuestionOf(index, 'missing')).toBeNull();
  });
});
