import { describe, expect, it } from 'vitest';
import type { Template } from '../../schema/src/template/model';
import { assembleTemplate, disassembleTemplate, inOrder, rootParent, subtreeIds, childrenByParent } from './template-nodes';

const question = (id: string, title: string) => ({
  __typename: 'TextQuestion' as const,
  id,
  title,
  required: false,
  disabled: false,
  businessKeys: [],
  input: 'short' as const,
});

const template: Template = {
  id: 't1',
  groupId: 'g1',
  version: 1,
  name: 'Inspection',
  status: 'DRAFT',
  campusCode: '01',
  isLatest: true,
  isSubform: false,
  selfInitiated: false,
  showOnHomepage: false,
  renameableForms: false,
  allowComments: false,
  tags: [],
  audience: [],
  sharedWithPrograms: [],
  roles: [],
  rolesV2: [],
  permissions: [],
  actionSettings: [],
  pages: [
    {
      id: 'p1',
      name: 'First',
      permissions: [],
      children: [
        { __typename: 'Section', id: 's1', name: 'Room', permissions: [], children: [question('q1', 'Room'), question('q2', 'Floor')] },
        { ...question('tbl', 'Chemicals'), __typename: 'TableQuestion', questions: [question('c1', 'Name')] },
      ],
    },
    { id: 'p2', name: 'Second', permissions: [], children: [] },
  ],
  summaryPages: [{ id: 'sp1', name: 'Summary', permissions: [], children: [] }],
  createdDate: '2026-01-01T00:00:00.000Z',
  lastUpdated: '2026-01-01T00:00:00.000Z',
};

/** The template as assembled: every page and element carries its node's version. */
const withVersions = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withVersions);
  if (value && typeof value === 'object') {
    const object = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withVersions(inner)]));
    const isNode = 'id' in object && ('__typename' in object || 'children' in object);
    return isNode ? { ...object, version: 1 } : object;
  }
  return value;
};

describe('template nodes', () => {
  it('stores one node per page and element, tables and sections holding their children', () => {
    const { header, nodes } = disassembleTemplate(template, 'now');

    expect(header).not.toHaveProperty('pages');
    expect(header.revision).toBe(1);
    expect(nodes.map((node) => [node.nodeId, node.parentId, node.kind])).toEqual([
      ['p1', 'ROOT', 'Page'],
      ['s1', 'p1', 'Section'],
      ['q1', 's1', 'TextQuestion'],
      ['q2', 's1', 'TextQuestion'],
      ['tbl', 'p1', 'TableQuestion'],
      ['c1', 'tbl', 'TextQuestion'],
      ['p2', 'ROOT', 'Page'],
      ['sp1', 'SUMMARY', 'SummaryPage'],
    ]);
    expect(nodes.find((node) => node.nodeId === 's1')?.fields).toEqual({ name: 'Room', permissions: [] });
  });

  it('assembles the same template back, each element with its version', () => {
    const { header, nodes } = disassembleTemplate(template, 'now');

    const assembled = assembleTemplate(header, [...nodes].reverse());

    expect(assembled).toEqual({ ...(withVersions(template) as Template), revision: 1 });
  });

  it('orders siblings by position, then by id when two inserts took the same place', () => {
    const { nodes } = disassembleTemplate(template, 'now');
    const [first, second] = nodes.filter((node) => node.parentId === rootParent);
    const tie = { ...second!, nodeId: 'p0', position: first!.position };

    expect(inOrder([second!, first!, tie]).map((node) => node.nodeId)).toEqual(['p0', 'p1', 'p2']);
  });

  it('leaves out nodes whose container is gone, and lists a subtree', () => {
    const { header, nodes } = disassembleTemplate(template, 'now');

    const assembled = assembleTemplate(header, nodes.filter((node) => node.nodeId !== 's1'));

    expect(JSON.stringify(assembled)).not.toContain('q1');
    expect(subtreeIds('p1', childrenByParent(nodes))).toEqual(['p1', 's1', 'q1', 'q2', 'tbl', 'c1']);
  });

  it("resolves a search question's roleAssigned from the version's roles on reading, and never stores it (people17)", () => {
    const search = { ...question('who', 'Inspector'), __typename: 'SearchQuestion', category: 'PERSON', roleAssignedId: 'r-1', allowExternalUsers: false, isSubject: false };
    const withSearch = { ...template, rolesV2: [{ id: 'r-1', name: 'Inspector' }], pages: [{ id: 'p1', name: 'First', permissions: [], children: [search] }] } as unknown as Template;
    const { header, nodes } = disassembleTemplate(withSearch, 'now');

    const read = assembleTemplate(header, nodes);
    const again = disassembleTemplate(read, 'later');

    expect(read.pages[0]?.children[0]).toMatchObject({ id: 'who', roleAssigned: { id: 'r-1', name: 'Inspector' } });
    expect(again.nodes.find((node) => node.nodeId === 'who')?.fields).not.toHaveProperty('roleAssigned');
    expect(assembleTemplate({ ...header, rolesV2: [] }, nodes).pages[0]?.children[0]).toMatchObject({ roleAssigned: null });
  });
});
