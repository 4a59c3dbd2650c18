import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Section } from '../template/model';
import { page, repeatable, section, table, template, text } from '../template/template-fixtures';
import { indexTemplate, type ConditionalPage } from '../template/template-index';
import { elementAccess, elementRolesNamedBy, ownerRoleId, unrestrictedElements, type ElementViewer } from './element-access';

const status = (id: string) => ({ id, label: id });

/** A section seen by `roleId` in `viewIn` and changed in `updateIn`. */
function guarded(built: Section, grants: Array<{ roleId: string; viewIn: string[]; updateIn: string[] }>): Section {
  return {
    ...built,
    permissions: grants.map((grant) => ({ roleId: grant.roleId, scope: 'program', canViewWhen: grant.viewIn.map(status), canUpdateWhen: grant.updateIn.map(status) })),
  };
}

function pageFor(built: ConditionalPage, grants: Array<{ roleId: string; viewIn: string[] }>): ConditionalPage {
  return { ...built, permissions: grants.map((grant) => ({ roleId: grant.roleId, scope: 'program', canViewInStatuses: grant.viewIn })) };
}

const review = template([
  page('p1', 'Request', [
    text('purpose', 'Purpose'),
    guarded(section('s-owner', 'Applicant', [text('phone', 'Phone')]), [{ roleId: ownerRoleId, viewIn: ['draft', 'submitted'], updateIn: ['draft'] }]),
    guarded(section('s-review', 'Review', [text('verdict', 'Verdict'), table('checks', 'Checks', [text('check', 'Check')])]), [
      { roleId: 'reviewer', viewIn: ['submitted'], updateIn: ['submitted'] },
    ]),
  ]),
  pageFor(page('p2', 'Notes', [repeatable('notes', 'Notes', [text('note', 'Note')])]), [{ roleId: 'reviewer', viewIn: ['submitted', 'approved'] }]),
]);

const viewer = (roleIds: string[], formStatus: string, allElements = false): ElementViewer => ({ roleIds, status: formStatus, allElements });

describe('elementAccess', () => {
  it('opens pages and sections without permissions to every caller', () => {
    const access = elementAccess(review, viewer([], 'draft'));

    expect([access.canView('p1'), access.canView('purpose'), access.canUpdate('purpose')]).toEqual([true, true, true]);
  });

  it('hides a section and everything inside it from a caller without its roles', () => {
    const access = elementAccess(review, viewer([ownerRoleId], 'submitted'));

    expect(['s-review', 'verdict', 'checks', 'check'].map(access.canView)).toEqual([false, false, false, false]);
    expect(access.canUpdate('verdict')).toBe(false);
  });

  it('shows a section to its role only in the statuses it lists', () => {
    expect(elementAccess(review, viewer(['reviewer'], 'submitted')).canView('verdict')).toBe(true);
    expect(elementAccess(review, viewer(['reviewer'], 'draft')).canView('verdict')).toBe(false);
  });

  it('lets a role see but not change a section outside its update statuses', () => {
    const access = elementAccess(review, viewer([ownerRoleId], 'submitted'));

    expect([access.canView('phone'), access.canUpdate('phone')]).toEqual([true, false]);
  });

  it('counts changing a section as seeing it', () => {
    const onlyUpdate = template([page('p', 'P', [guarded(section('s', 'S', [text('q', 'Q')]), [{ roleId: 'r', viewIn: [], updateIn: ['draft'] }])])]);

    const access = elementAccess(onlyUpdate, viewer(['r'], 'draft'));

    expect([access.canView('q'), access.canUpdate('q')]).toEqual([true, true]);
  });

  it('hides a page with permissions, with its repeatable sections, from other roles and statuses', () => {
    expect(elementAccess(review, viewer([ownerRoleId], 'submitted')).canView('note')).toBe(false);
    expect(elementAccess(review, viewer(['reviewer'], 'draft')).canView('p2')).toBe(false);
    const reviewer = elementAccess(review, viewer(['reviewer'], 'approved'));
    expect([reviewer.canView('note'), reviewer.canUpdate('note')]).toEqual([true, true]);
  });

  it('opens every page and section to a caller who sees all elements', () => {
    const access = elementAccess(review, viewer([], 'draft', true));

    expect(['p2', 'note', 'verdict', 'phone'].every((id) => access.canView(id) && access.canUpdate(id))).toBe(true);
  });

  it('shows nothing for an id the template does not have', () => {
    expect(elementAccess(review, viewer([], 'draft', true)).canView('gone')).toBe(false);
  });

  it('never lets a caller change what they cannot see, and never opens what a parent hides', () => {
    const ids = ['p1', 'purpose', 's-owner', 'phone', 's-review', 'verdict', 'checks', 'check', 'p2', 'notes', 'note'];
    const parents: Record<string, string> = { purpose: 'p1', 's-owner': 'p1', phone: 's-owner', 's-review': 'p1', verdict: 's-review', checks: 's-review', check: 'checks', notes: 'p2', note: 'notes' };
    const roles = fc.subarray([ownerRoleId, 'reviewer', 'other']);
    const statuses = fc.constantFrom('draft', 'submitted', 'approved', 'rejected');
    fc.assert(
      fc.property(roles, statuses, (roleIds, formStatus) => {
        const access = elementAccess(review, viewer(roleIds, formStatus));
        for (const id of ids) {
          if (access.canUpdate(id)) expect(access.canView(id)).toBe(true);
          const parent = parents[id];
          if (parent && !access.canView(parent)) expect(access.canView(id)).toBe(false);
          if (parent && !access.canUpdate(parent)) expect(access.canUpdate(id)).toBe(false);
        }
      }),
    );
  });
});

describe('elementRolesNamedBy', () => {
  it('lists each role a page or section grants to once', () => {
    expect(elementRolesNamedBy(review).sort()).toEqual([ownerRoleId, 'reviewer']);
  });

  it('lists none for a template without page or section permissions', () => {
    expect(elementRolesNamedBy(template([page('p', 'P', [section('s', 'S', [text('q', 'Q')])])]))).toEqual([]);
  });
});

describe('unrestrictedElements', () => {
  it('opens only the elements that no page or section permission covers', () => {
    const open = unrestrictedElements(indexTemplate(review));

    expect(['purpose', 'phone', 'verdict', 'check', 'note', 'missing'].map(open.canUpdate)).toEqual([true, false, false, false, false, false]);
  });
});
