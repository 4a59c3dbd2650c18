import { describe, expect, it } from 'vitest';
import { defaultPreviewAs, noRoleId, pageOfElement, previewRoleChoices, previewStatusChoices, viewerOf } from './preview-viewer';

const pages = [
  { id: 'p1', permissions: [], children: [{ id: 's1', permissions: [{ roleId: 'r-rev', canViewWhen: [{ id: 'in_review' }], canUpdateWhen: [] }], children: [{ id: 'q1' }] }] },
  { id: 'p2', permissions: [{ roleId: 'r-rev', canViewInStatuses: ['approved'] }], children: [{ id: 't1', questions: [{ id: 'c1' }] }] },
];

describe('preview as role and status', () => {
  it('finds the page of an element at any depth, table columns too', () => {
    expect(pageOfElement(pages, 'q1')).toBe('p1');
    expect(pageOfElement(pages, 'c1')).toBe('p2');
    expect(pageOfElement(pages, 'p2')).toBe('p2');
    expect(pageOfElement(pages, 'gone')).toBeNull();
  });

  it('offers the default statuses and those the permissions name', () => {
    const ids = previewStatusChoices(pages).map((status) => status.id);
    expect(ids).toEqual(expect.arrayContaining(['draft', 'approved', 'in_review']));
  });

  it('starts as an admin who sees everything, and narrows to one role when one is chosen', () => {
    expect(viewerOf(defaultPreviewAs)).toEqual({ status: 'draft', roleIds: [], allElements: true });
    expect(viewerOf({ roleId: 'r-rev', status: 'approved' })).toEqual({ status: 'approved', roleIds: ['r-rev'], allElements: false });
    expect(viewerOf({ roleId: noRoleId, status: 'draft' }).roleIds).toEqual([]);
    expect(previewRoleChoices([{ id: 'r-rev', name: 'Reviewer' }]).map((choice) => choice.label)).toContain('Reviewer');
  });
});
