import { describe, expect, it } from 'vitest';
import { updateTemplateGroupPermissionsInputSchema } from './template-group-permissions';

const parse = (permissions: unknown[]) => updateTemplateGroupPermissionsInputSchema.safeParse({ templateGroupId: 'g1', permissions });

describe('template group permissions input', () => {
  it('takes view and update with statuses, and start without any', () => {
    const parsed = parse([
      { roleId: 'r1', action: 'view', statuses: ['submitted', 'submitted'] },
      { roleId: 'r1', action: 'start' },
    ]);

    expect(parsed.success && parsed.data.permissions).toEqual([
      { roleId: 'r1', action: 'view', statuses: ['submitted'] },
      { roleId: 'r1', action: 'start', statuses: [] },
    ]);
  });

  it('refuses a view or update without statuses, and a role given one action twice', () => {
    expect(parse([{ roleId: 'r1', action: 'update', statuses: [] }]).success).toBe(false);
    expect(parse([{ roleId: 'r1', action: 'start' }, { roleId: 'r1', action: 'start' }]).success).toBe(false);
  });
});
