import { describe, expect, it } from 'vitest';
import { passesProgramFilter, sortPrograms, type ListedProgram } from './program-list';

const program = (id: string, name: string, domainId: string, createdAt: string, features: string[] = []): ListedProgram => ({ id, name, domainId, createdAt, features });

const fire = program('p-fire', 'Fire Prevention', 'd-safety', '2026-03-01T00:00:00.000Z', ['PPE']);
const lab = program('p-lab', 'Laboratory Safety', 'd-research', '2026-01-01T00:00:00.000Z');
const ppe = program('p-ppe', 'PPE Store', 'd-safety', '2026-02-01T00:00:00.000Z', ['ppe', 'laundry']);
const domains: Record<string, string> = { 'd-safety': 'Environmental Health', 'd-research': 'Research' };
const domainName = (id: string) => domains[id] ?? id;
const ids = (programs: ListedProgram[]) => programs.map((one) => one.id);

describe('program list filter', () => {
  it('keeps every program without a filter or with empty rules', () => {
    expect([fire, lab, ppe].filter((one) => passesProgramFilter(one, undefined))).toHaveLength(3);
    expect([fire, lab, ppe].filter((one) => passesProgramFilter(one, { domainId: null, feature: '' }))).toHaveLength(3);
  });

  it('keeps only the programs of the domain asked for', () => {
    expect(ids([fire, lab, ppe].filter((one) => passesProgramFilter(one, { domainId: 'd-safety' })))).toEqual(['p-fire', 'p-ppe']);
  });

  it('keeps only the programs with the feature, whatever its case, and both rules together', () => {
    expect(ids([fire, lab, ppe].filter((one) => passesProgramFilter(one, { feature: 'Laundry' })))).toEqual(['p-ppe']);
    expect(ids([fire, lab, ppe].filter((one) => passesProgramFilter(one, { feature: 'ppe', domainId: 'd-research' })))).toEqual([]);
  });
});

describe('program list sort', () => {
  it('sorts by name either way', () => {
    expect(ids(sortPrograms([lab, ppe, fire], { field: 'NAME', direction: 'asc' }, domainName))).toEqual(['p-fire', 'p-lab', 'p-ppe']);
    expect(ids(sortPrograms([lab, ppe, fire], { field: 'NAME', direction: 'desc' }, domainName))).toEqual(['p-ppe', 'p-lab', 'p-fire']);
  });

  it('sorts by creation, newest first when descending', () => {
    expect(ids(sortPrograms([fire, lab, ppe], { field: 'CREATED', direction: 'desc' }, domainName))).toEqual(['p-fire', 'p-ppe', 'p-lab']);
  });

  it('sorts by domain name, programs of one domain by name A to Z in either direction', () => {
    expect(ids(sortPrograms([ppe, lab, fire], { field: 'DOMAIN', direction: 'asc' }, domainName))).toEqual(['p-fire', 'p-ppe', 'p-lab']);
    expect(ids(sortPrograms([ppe, lab, fire], { field: 'DOMAIN', direction: 'desc' }, domainName))).toEqual(['p-lab', 'p-fire', 'p-ppe']);
  });

  it('orders two programs of one name by id, so a page never repeats one', () => {
    const twin = program('p-aaa', 'Fire Prevention', 'd-research', fire.createdAt);
    expect(ids(sortPrograms([fire, twin], { field: 'CREATED', direction: 'asc' }, domainName))).toEqual(['p-aaa', 'p-fire']);
  });
});
