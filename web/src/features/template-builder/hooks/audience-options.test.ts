import { describe, expect, it } from 'vitest';
import { audienceOptions, opensToPublic, scopeLabel, shareOptions } from './audience-options';

const campuses = [{ id: '02', name: 'PSU Harbor City' }, { id: '01', name: 'PSU Bayview' }];
const programs = [{ id: 'p-2', name: 'Laboratory Safety' }, { id: 'p-1', name: 'Biosafety' }];

describe('audience options', () => {
  it('offers the public first, then campuses and programs A to Z', () => {
    const options = audienceOptions(campuses, programs, []);

    expect(options.map((option) => [option.group, option.name])).toEqual([
      ['Everyone with the link', 'The public (guests, without signing in)'],
      ['Campuses', 'PSU Bayview'],
      ['Campuses', 'PSU Harbor City'],
      ['Programs', 'Biosafety'],
      ['Programs', 'Laboratory Safety'],
    ]);
  });

  it('leaves out what the audience already holds, the public entry included', () => {
    const options = audienceOptions(campuses, programs, [{ id: 'public' }, { id: '01' }, { id: 'p-1' }]);

    expect(options.map((option) => option.id)).toEqual(['02', 'p-2']);
  });

  it('offers only programs not shared yet, and reads scopes and the public entry', () => {
    expect(shareOptions(programs, [{ id: 'p-2' }])).toEqual([{ id: 'p-1', name: 'Biosafety' }]);
    expect([scopeLabel('campus'), scopeLabel('global'), scopeLabel('tenant')]).toEqual(['Campus', 'Public', 'tenant']);
    expect([opensToPublic([{ id: 'public' }]), opensToPublic([{ id: '01' }])]).toEqual([true, false]);
  });
});
