import { describe, expect, it } from 'vitest';
import { kindLabel, nodeLabel } from './element-label';
import { indexTemplate } from './template-index';
import { page, repeatable, section, staticText, subform, table, template, text } from './template-fixtures';

describe('kindLabel', () => {
  it('turns a question type name into words', () => {
    expect(kindLabel('TextQuestion')).toBe('text');
    expect(kindLabel('LibrarySearchQuestion')).toBe('library search');
    expect(kindLabel('MeasurementV2Question')).toBe('measurement v2');
  });
});

describe('nodeLabel', () => {
  it('names each kind of node with its title or name and id', () => {
    const long = 'Please read all of this before you start filling the form in';
    const index = indexTemplate(
      template([
        page('p1', 'General', [
          section('s1', 'Pets', [text('q1', 'Name')]),
          repeatable('r1', 'Visits', []),
          staticText('t1', long),
          subform('f1', 'Incident', 'tpl-9'),
          { __typename: 'SubjectDetails', id: 'd1' },
          table('tb', 'Vets', [text('c1', 'Vet')]),
        ]),
      ]),
    );
    const label = (id: string) => nodeLabel(index.byId.get(id)!);

    expect(label('p1')).toBe('page "General" (p1)');
    expect(label('s1')).toBe('section "Pets" (s1)');
    expect(label('q1')).toBe('question "Name" (q1)');
    expect(label('r1')).toBe('repeatable section "Visits" (r1)');
    expect(label('t1')).toBe('static text "Please read all of this before you star…" (t1)');
    expect(label('f1')).toBe('subform "Incident" (f1)');
    expect(label('d1')).toBe('subject details (d1)');
    expect(label('c1')).toBe('table column "Vet" (c1)');
  });
});
