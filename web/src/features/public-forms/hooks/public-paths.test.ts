import { describe, expect, it } from 'vitest';
import { publicCloseTarget, publicFormPath, publicPageOf } from './public-paths';

describe('the public routes’ addresses', () => {
  it('reads the three public pages and nothing else', () => {
    expect(publicPageOf('template/tg-1')).toEqual({ name: 'template', templateGroupId: 'tg-1' });
    expect(publicPageOf('form')).toEqual({ name: 'form' });
    expect(publicPageOf('complete')).toEqual({ name: 'complete' });
    expect(publicPageOf('template')).toBeNull();
    expect(publicPageOf('form/extra')).toBeNull();
    expect(publicPageOf('api/guest-session')).toBeNull();
  });

  it('closes to the parent form when one is given, else to the template page', () => {
    expect(publicCloseTarget({ templateGroupId: 'tg-1', parentFormId: 'f-parent' })).toBe('/public/form?formId=f-parent');
    expect(publicCloseTarget({ templateGroupId: 'tg-1', parentFormId: null }, 'f-from-address')).toBe('/public/form?formId=f-from-address');
    expect(publicCloseTarget({ templateGroupId: 'tg-1', parentFormId: null })).toBe('/public/template/tg-1');
  });

  it('puts the form id, and the parent’s, in the query string', () => {
    expect(publicFormPath('f-1', 'f-0')).toBe('/public/form?formId=f-1&parentFormId=f-0');
  });
});
