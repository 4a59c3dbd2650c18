import { describe, expect, it } from 'vitest';
import type { DataExplorerConfigQuery } from '@/gql/graphql';
import { draftOf, draftProblem, saveInputOf } from './config-draft';
import { csvFileName } from './csv-download';
import { filterText } from './explorer-query';

const column = (key: string, label: string) => ({ key, label, kind: 'text' });
const config: DataExplorerConfigQuery['dataExplorerConfig'] = {
  programId: 'p1',
  version: 3,
  exporters: 'ROLE',
  exportRoleId: 'r1',
  updatedAt: null,
  templates: [{ templateGroupId: 'g2', name: 'Hot work', columns: [column('name', 'Name')] }],
  candidates: [
    { templateGroupId: 'g1', name: 'Lab', columns: [column('name', 'Name')] },
    { templateGroupId: 'g2', name: 'Hot work', columns: [column('name', 'Name')] },
  ],
  roles: [],
};

describe('the configuration draft', () => {
  it('saves the exposed templates at the version read, and clears the role when admins alone may export', () => {
    const draft = { ...draftOf(config), columns: { g1: ['name', 'q:room'], g2: ['name'] } };

    expect(saveInputOf(config, draft)).toEqual({
      programId: 'p1',
      expectedVersion: 3,
      templates: [{ templateGroupId: 'g1', columns: ['name', 'q:room'] }, { templateGroupId: 'g2', columns: ['name'] }],
      exporters: 'ROLE',
      exportRoleId: 'r1',
    });
    expect(saveInputOf(config, { ...draft, exporters: 'PROGRAM_ADMINS' }).exportRoleId).toBeNull();
  });

  it('says what stops a save: a role not chosen, a template without columns', () => {
    expect(draftProblem({ columns: {}, exporters: 'ROLE', exportRoleId: '' })).toBe('Choose the role whose members may export.');
    expect(draftProblem({ columns: { g1: [] }, exporters: 'PROGRAM_ADMINS', exportRoleId: '' })).toBe('Every exposed template needs at least one column.');
  });
});

describe('names and words', () => {
  it('names the file after the template and the day, and says a filter in words', () => {
    expect(csvFileName('Lab Safety: Inspection!', new Date('2026-11-24T10:00:00Z'))).toBe('lab-safety-inspection-2026-11-24.csv');
    expect(filterText({ column: 'name', operator: 'CONTAINS', value: '210' }, [column('name', 'Name')])).toBe('Name contains 210');
  });
});
