import { describe, expect, it } from 'vitest';
import { closeTarget } from './close-target';

describe('closeTarget', () => {
  it('goes to the parent form when the form has a parent and a template group', () => {
    expect(closeTarget({ parentFormId: 'p1', templateGroupId: 'g1', documentsPageEnabled: true })).toBe('/form/p1');
  });

  it('goes to the template page when there is no parent', () => {
    expect(closeTarget({ parentFormId: null, templateGroupId: 'g1', documentsPageEnabled: true })).toBe('/template/g1');
  });

  it('goes to documents, then the parent, then home when there is no template group', () => {
    expect(closeTarget({ parentFormId: 'p1', templateGroupId: null, documentsPageEnabled: true })).toBe('/documents');
    expect(closeTarget({ parentFormId: 'p1', templateGroupId: null, documentsPageEnabled: false })).toBe('/form/p1');
    expect(closeTarget({ parentFormId: null, templateGroupId: null, documentsPageEnabled: false })).toBe('/');
  });
});
