import { describe, expect, it } from 'vitest';
import type { FormRecord } from '../data/entities';
import { formFacts } from './document-role-tuples';

const form = {
  id: 'f1',
  templateGroupId: 'tg-1',
  campusCode: '01',
  programId: 'p1',
  owner: { userId: 'anne' },
  documentRoleGrants: new Set(['inspector bob', 'inspector carol']),
} as unknown as FormRecord;

describe('the facts of a form item', () => {
  it("place the form and give each held document role its viewer grant and members, and none to a role asked about that nobody holds", () => {
    const [own, ...roles] = formFacts(form, ['reviewer', 'not a valid id']);

    expect(own!.tuples.map((tuple) => `${tuple.relation}@${tuple.user}`)).toEqual([
      'template@template_group:tg-1',
      'campus@campus:01',
      'program@program:p1',
      'owner@user:anne',
      'role_viewer@form_role:f1.inspector#member',
    ]);
    expect(own!.relations).toContain('role_editor');
    expect(roles.map((fact) => [fact.object, fact.tuples.map((tuple) => tuple.user)])).toEqual([
      ['form_role:f1.inspector', ['user:bob', 'user:carol']],
      ['form_role:f1.reviewer', []],
    ]);
  });
});
