import { describe, expect, it } from 'vitest';
import { elementAccess, type ElementViewer } from '../forms/element-access';
import type { Section } from '../template/model';
import { choice, page, section, table, template, text, when } from '../template/template-fixtures';
import { indexTemplate } from '../template/template-index';
import { configuredColumns, questionColumnsOf } from './columns';
import { rowCells, type ExplorerResponse } from './row-cells';

const status = (id: string) => ({ id, label: id });
const audit: Section = {
  ...section('s-audit', 'Audit', [text('finding', 'Finding')]),
  permissions: [{ roleId: 'auditor', scope: 'program', canViewWhen: [status('submitted')], canUpdateWhen: [] }],
};
const inspection = template([
  page('p1', 'Inspection', [
    choice('hood', 'Hood works?', ['yes', 'no']),
    text('why', 'Why not?', { dependsOn: when('hood', 'no') }),
    audit,
    table('checks', 'Checks', [text('check', 'Check')]),
  ]),
]);
const form = { autoId: 'LSI-1', name: 'Lab 210', status: 'submitted', owner: { firstName: 'Sam', lastName: 'Staff' }, createdDate: '2026-11-01T10:00:00.000Z', lastModified: '2026-11-02T10:00:00.000Z' };
const responses: ExplorerResponse[] = [
  { __typename: 'OptionResponse', questionId: 'hood', selectedOptionIds: ['yes'] },
  { __typename: 'TextResponse', questionId: 'why', text: 'kept from before' },
  { __typename: 'TextResponse', questionId: 'finding', text: 'Leaks' },
];
const viewer = (roleIds: string[], allElements = false): ElementViewer => ({ status: 'submitted', roleIds, allElements });
const cellsFor = (who: ElementViewer, keys: string[]) =>
  rowCells({ form, template: inspection, index: indexTemplate(inspection), access: elementAccess(inspection, who), responses }, configuredColumns(inspection, keys));

describe('questionColumnsOf', () => {
  it('offers questions answered once per form, leaving out tables and their columns', () => {
    expect(questionColumnsOf(inspection).map((column) => column.key)).toEqual(['q:hood', 'q:why', 'q:finding']);
  });
});

describe('rowCells', () => {
  it('writes the form’s fields and its answers in words', () => {
    expect(cellsFor(viewer([], true), ['autoId', 'owner', 'status', 'q:hood']).map((cell) => cell.text)).toEqual(['LSI-1', 'Sam Staff', 'submitted', 'YES']);
  });

  it('leaves the answer of a question hidden by its conditions empty, though the form keeps it', () => {
    expect(cellsFor(viewer([], true), ['q:why'])).toEqual([{ text: null, restricted: false }]);
  });

  it('restricts, with no text, the answer of a section the caller may not see in the form’s status', () => {
    expect(cellsFor(viewer(['owner']), ['q:finding'])).toEqual([{ text: null, restricted: true }]);
    expect(cellsFor(viewer(['auditor']), ['q:finding'])).toEqual([{ text: 'Leaks', restricted: false }]);
  });

  it('drops a configured question the version no longer has', () => {
    expect(configuredColumns(inspection, ['name', 'q:gone']).map((column) => column.key)).toEqual(['name']);
  });
});
