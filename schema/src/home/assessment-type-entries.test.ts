import { describe, expect, it } from 'vitest';
import { assessmentTypeEntries, entryFactsOf, type AssessmentTypeConfig, type EntryFacts } from './assessment-type-entries';

const config = (type: string, more: Partial<AssessmentTypeConfig> = {}): AssessmentTypeConfig => ({
  id: `atc-${type.toLowerCase()}`,
  title: type === 'PESTICIDE_USE' ? 'Pesticide Use Report' : 'Chemical Inventory',
  type,
  permissions: ['editor', 'admin'],
  url: type === 'PESTICIDE_USE' ? '/pesticide-use' : '/chemical-inventory',
  adminSearch: type === 'PESTICIDE_USE' ? '/pesticide-use/manage' : '/chemical-inventory/manage',
  featureKey: type === 'PESTICIDE_USE' ? 'pesticide-use' : 'chemical-inventory',
  createDisplay: true,
  templateGroupIds: [],
  ...more,
});

const facts = (featureRoles: Record<string, string[]>, applicatorRelation?: EntryFacts['applicatorRelation']): EntryFacts => ({
  featureRoles: new Map(Object.entries(featureRoles).map(([key, roles]) => [key, new Set(roles)])),
  applicatorRelation,
});

const titles = (configs: AssessmentTypeConfig[], given: EntryFacts) => assessmentTypeEntries(configs, given).map((entry) => `${entry.kind}: ${entry.title} → ${entry.url}`);

describe('Quick Links and Manage entries per assessment type', () => {
  it('gives a user with a permitted role in a program with the feature on its Quick Link and Manage entry', () => {
    expect(titles([config('CHEMICAL_INVENTORY')], facts({ 'chemical-inventory': ['editor'] }))).toEqual([
      'quickLink: Chemical Inventory → /chemical-inventory',
      'manage: Manage Chemical Inventory → /chemical-inventory/manage',
    ]);
  });

  it('gives nothing without the feature on, or with a role the type does not permit', () => {
    expect(titles([config('CHEMICAL_INVENTORY')], facts({}))).toEqual([]);
    expect(titles([config('CHEMICAL_INVENTORY')], facts({ 'chemical-inventory': ['viewer'] }))).toEqual([]);
  });

  it('follows the type’s settings: no Quick Link without createDisplay, no Manage without adminSearch', () => {
    expect(titles([config('CHEMICAL_INVENTORY', { createDisplay: false })], facts({ 'chemical-inventory': ['admin'] }))).toEqual(['manage: Manage Chemical Inventory → /chemical-inventory/manage']);
    expect(titles([config('CHEMICAL_INVENTORY', { adminSearch: null })], facts({ 'chemical-inventory': ['admin'] }))).toEqual(['quickLink: Chemical Inventory → /chemical-inventory']);
  });

  it('needs an applicator group relation of owner or delegate for pesticide use', () => {
    const pesticide = [config('PESTICIDE_USE')];
    const role = { 'pesticide-use': ['editor'] };

    expect(titles(pesticide, facts(role))).toEqual([]);
    expect(titles(pesticide, facts(role, 'delegate'))).toHaveLength(2);
    expect(titles(pesticide, facts(role, 'owner'))).toHaveLength(2);
  });

  it('adds Manage Laundry Locations for a PPE coordinator, and lists each type once', () => {
    const entries = titles([config('CHEMICAL_INVENTORY'), config('CHEMICAL_INVENTORY', { id: 'again' })], facts({ 'chemical-inventory': ['editor'], ppe: ['ppe-coordinator'] }));

    expect(entries).toEqual([
      'quickLink: Chemical Inventory → /chemical-inventory',
      'manage: Manage Chemical Inventory → /chemical-inventory/manage',
      'manage: Manage Laundry Locations → /manage/laundry-locations',
    ]);
  });
});

describe('the facts of the entries', () => {
  it('reads feature roles from program relations, the applicator relation and PPE coordinator from facility roles', () => {
    const facts = entryFactsOf(
      [
        { features: ['chemical-inventory', 'inspections'], relations: ['member'] },
        { features: ['chemical-inventory'], relations: ['member', 'admin'] },
      ],
      ['Applicator Delegate', 'PPE Coordinator', 'Applicator'],
    );

    expect([...facts.featureRoles.entries()].map(([feature, roles]) => [feature, [...roles]])).toEqual([
      ['chemical-inventory', ['member', 'admin']],
      ['inspections', ['member']],
      ['ppe', ['ppe-coordinator']],
    ]);
    expect(facts.applicatorRelation).toBe('owner');
    expect(entryFactsOf([], ['Applicator Delegate']).applicatorRelation).toBe('delegate');
    expect(entryFactsOf([], []).applicatorRelation).toBeNull();
  });
});
