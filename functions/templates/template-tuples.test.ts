import { describe, expect, it } from 'vitest';
import { starterTuples } from './template-tuples';

const place = { groupId: 'g1', campusCode: '03', audience: [], sharedWithPrograms: [] };
const users = (template: Parameters<typeof starterTuples>[0]) => starterTuples(template).map((tuple) => tuple.user);

describe('starterTuples', () => {
  it("lets the members of the template's campus start it, never everyone", () => {
    expect(starterTuples(place)).toEqual([{ user: 'campus:03#member', relation: 'can_start', object: 'template_group:g1' }]);
  });

  it('narrows to the audience where it names campuses or programs, and adds the programs it is shared with', () => {
    const template = {
      ...place,
      audience: [{ id: 'prog-03-medctr-ehs', name: 'Medical centre', scope: 'program' as const }, { id: 't', name: 'Tenant', scope: 'tenant' as const }],
      sharedWithPrograms: [{ id: 'prog-01-lab-safety', name: 'Lab safety' }],
    };
    expect(users(template)).toEqual(['program:prog-03-medctr-ehs#member', 'program:prog-01-lab-safety#member']);
  });
});
