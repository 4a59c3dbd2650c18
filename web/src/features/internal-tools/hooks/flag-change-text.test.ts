import { describe, expect, it } from 'vitest';
import { changedByWords, changedText, confirmationText, scopeWords } from './flag-change-text';

const campuses = [{ campusCode: '01', campusName: 'PSU Bayview' }];

describe('the words of a flag change', () => {
  it('names a campus by name and code, and everyone', () => {
    expect(scopeWords({ kind: 'campus', campusCode: '01' }, campuses)).toBe('PSU Bayview (01)');
    expect(scopeWords({ kind: 'campus', campusCode: '77' }, campuses)).toBe('campus 77');
    expect(scopeWords({ kind: 'everyone' }, campuses)).toBe('everyone');
  });

  it('asks before switching and says what the flag will be', () => {
    const text = confirmationText('rollout-dashboard', { kind: 'campus', campusCode: '01' }, true, campuses, 'On for campus 01');

    expect(text).toEqual({
      title: 'Turn rollout-dashboard on for PSU Bayview (01)?',
      text: 'People of PSU Bayview (01) will see what it gates from their next page. After this change the flag is: On for campus 01.',
      confirmLabel: 'Turn on',
    });
  });

  it('confirms what was done, and names provisioning as the deploy', () => {
    expect(changedText('rollout-dashboard', { kind: 'everyone' }, false, campuses)).toBe('rollout-dashboard is now off for everyone.');
    expect(changedByWords('infra/config', 'provisioning')).toBe('infra/config (deploy)');
    expect(changedByWords('user-global-admin', 'api')).toBe('user-global-admin');
  });
});
