import { describe, expect, it } from 'vitest';
import { roleAssignedOf, withRolesAssigned } from './role-assigned';

const roles = [
  { id: 'inspector', name: 'Inspector' },
  { id: 'pi', name: 'Principal investigator' },
];

describe('roleAssigned of a search question', () => {
  it('names the document role the id points at, and null without an id or once the role is gone', () => {
    expect(roleAssignedOf('pi', roles)).toEqual({ id: 'pi', name: 'Principal investigator' });
    expect(roleAssignedOf(null, roles)).toBeNull();
    expect(roleAssignedOf('removed', roles)).toBeNull();
  });

  it('fills it in for search questions at every depth, leaving other elements as they were', () => {
    const pages = [
      {
        id: 'page-1',
        children: [
          { __typename: 'SearchQuestion', id: 'who', category: 'PERSON', roleAssignedId: 'inspector' },
          { __typename: 'TextQuestion', id: 'notes' },
          { __typename: 'Section', id: 'sec', children: [{ __typename: 'SearchQuestion', id: 'where', category: 'BUILDING', roleAssignedId: null }] },
          { __typename: 'TableQuestion', id: 'table', questions: [{ __typename: 'SearchQuestion', id: 'lead', category: 'PERSON', roleAssignedId: 'pi' }] },
        ],
      },
    ];

    const [page] = withRolesAssigned(pages, roles);
    const children = page!.children as Array<Record<string, unknown>>;

    expect(children[0]).toMatchObject({ id: 'who', roleAssigned: { id: 'inspector', name: 'Inspector' } });
    expect(children[1]).toEqual({ __typename: 'TextQuestion', id: 'notes' });
    expect((children[2]!.children as Array<Record<string, unknown>>)[0]).toMatchObject({ id: 'where', roleAssigned: null });
    expect((children[3]!.questions as Array<Record<string, unknown>>)[0]).toMatchObject({ id: 'lead', roleAssigned: { id: 'pi', name: 'Principal investigator' } });
  });
});
