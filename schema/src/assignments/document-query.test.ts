import { describe, expect, it } from 'vitest';
import { documentsByProgramArgsSchema, passesAll, planDocumentRead, type DocumentFilterRule } from './document-query';

const doc = { autoId: 'LSI-000042', name: 'Lab Safety Inspection', status: 'submitted', templateGroupId: 'tg-lab' };
const rule = (key: DocumentFilterRule['key'], operator: DocumentFilterRule['operator'], value: string): DocumentFilterRule => ({ key, operator, value });

describe('document rules', () => {
  it('compares without regard to case and combines rules with AND', () => {
    expect(passesAll(doc, [rule('name', 'contains', 'SAFETY'), rule('autoId.string', 'startsWith', 'lsi-')])).toBe(true);
    expect(passesAll(doc, [rule('name', 'contains', 'safety'), rule('status', 'notEquals', 'submitted')])).toBe(false);
    expect(passesAll(doc, [rule('templateGroupId', 'equals', 'tg-lab')])).toBe(true);
    expect(passesAll(doc, [])).toBe(true);
  });
});

describe('reading documents by program', () => {
  it('reads autoId descending by default and tests every rule on what it reads', () => {
    const rules = [rule('status', 'equals', 'draft')];
    expect(planDocumentRead(rules)).toEqual({ field: 'autoId.string', descending: true, prefix: '', remaining: rules });
  });

  it('turns a startsWith rule on the sorted column into the key prefix, and leaves it out of the rules tested', () => {
    const prefix = rule('name', 'startsWith', 'Lab');
    const other = rule('status', 'equals', 'draft');
    expect(planDocumentRead([prefix, other], { field: 'name', direction: 'asc' })).toEqual({ field: 'name', descending: false, prefix: 'lab', remaining: [other] });
  });

  it('keeps testing an equals rule it narrows by, as the prefix admits longer values', () => {
    const equals = rule('autoId.string', 'equals', 'LSI-000042');
    expect(planDocumentRead([equals])).toMatchObject({ prefix: 'lsi-000042', remaining: [equals] });
  });

  it('refuses columns, operators and directions it does not know', () => {
    const parse = (extra: Record<string, unknown>) => documentsByProgramArgsSchema.safeParse({ programId: 'p', ...extra }).success;
    expect(parse({ filter: { rules: [{ key: 'owner', operator: 'equals', value: 'x' }] } })).toBe(false);
    expect(parse({ filter: { rules: [{ key: 'name', operator: 'like', value: 'x' }] } })).toBe(false);
    expect(parse({ sort: { field: 'createdDate', direction: 'asc' } })).toBe(false);
    expect(parse({ filter: { rules: [{ key: 'name', operator: 'contains', value: 'x' }], operator: 'AND' }, sort: { field: 'name', direction: 'desc' } })).toBe(true);
  });
});
