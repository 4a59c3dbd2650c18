import { describe, expect, it } from 'vitest';
import { templateChanges } from './diff-templates';
import { choice, page, repeatable, section, staticText, table, template, text } from './template-fixtures';

describe('templateChanges', () => {
  const v1 = template([
    page('p1', 'General', [
      choice('pets', 'Pets?', ['yes', 'no']),
      section('s1', 'Pet', [text('name', 'Name'), text('age', 'Age')]),
      staticText('st', 'Hello'),
    ]),
    page('p2', 'Old page', [text('gone', 'Gone')]),
  ]);

  it('reports nothing between identical versions', () => {
    expect(templateChanges(v1, v1)).toEqual([]);
  });

  it('lists additions and changes in the new order, then removals in the old order', () => {
    const v2 = template([
      page('p1', 'Start', [
        choice('pets', 'Pets?', ['yes', 'no', 'maybe'], { required: true }),
        section('s1', 'Your pet', [text('name', 'Pet name')]),
        repeatable('r1', 'Visits', [text('visit', 'Visit')]),
        table('vets', 'Vets', [text('vet', 'Vet')]),
        staticText('st', 'Hello again'),
      ]),
    ]);

    expect(templateChanges(v1, v2)).toEqual([
      { type: 'pageRenamed', elementId: 'p1', summary: 'Renamed page "General" to "Start"' },
      {
        type: 'questionChanged',
        elementId: 'pets',
        summary: 'Changed question "Pets?" on page "Start": now required; options added "MAYBE"',
        fields: ['required', 'optionsAdded'],
      },
      { type: 'sectionRenamed', elementId: 's1', summary: 'Renamed section "Pet" to "Your pet"' },
      { type: 'questionChanged', elementId: 'name', summary: 'Changed question "Pet name" on page "Start": renamed from "Name"', fields: ['title'] },
      { type: 'sectionAdded', elementId: 'r1', summary: 'Added repeatable section "Visits" on page "Start"' },
      { type: 'questionAdded', elementId: 'visit', summary: 'Added question "Visit" on page "Start"' },
      { type: 'questionAdded', elementId: 'vets', summary: 'Added question "Vets" on page "Start"' },
      { type: 'questionAdded', elementId: 'vet', summary: 'Added table column "Vet" on page "Start"' },
      { type: 'questionRemoved', elementId: 'age', summary: 'Removed question "Age" from page "General"' },
      { type: 'pageRemoved', elementId: 'p2', summary: 'Removed page "Old page"' },
      { type: 'questionRemoved', elementId: 'gone', summary: 'Removed question "Gone" from page "Old page"' },
    ]);
  });

  it('treats an id that turned from a section into a question as removed and added', () => {
    const before = template([page('p1', 'A', [section('x', 'X', [])])]);
    const after = template([page('p1', 'A', [text('x', 'X')])]);

    expect(templateChanges(before, after).map((change) => change.type)).toEqual(['questionAdded', 'sectionRemoved']);
  });

  it('reports a page added', () => {
    const after = template([...v1.pages, page('p3', 'Extra', [])]);

    expect(templateChanges(v1, after)).toEqual([{ type: 'pageAdded', elementId: 'p3', summary: 'Added page "Extra"' }]);
  });
});
