import { afterEach, describe, expect, it } from 'vitest';
import { currentTestId, forgetStoredTestId, testIdOf } from './test-id';

afterEach(() => sessionStorage.clear());

describe('the test id of an address', () => {
  it('is read from the address parameter, trimmed, and absent when empty', () => {
    expect(testIdOf('?x-test-id=run-7&tab=2')).toBe('run-7');
    expect(testIdOf('?x-test-id=%20')).toBeNull();
    expect(testIdOf('?tab=2')).toBeNull();
  });

  it('is not kept: an address without the parameter has none, even after one with it', () => {
    expect(currentTestId({ search: '?x-test-id=evil' })).toBe('evil');

    expect(currentTestId({ search: '' })).toBeNull();
    expect(sessionStorage.getItem('x-test-id')).toBeNull();
  });

  it('drops an id an earlier version stored for the tab', () => {
    sessionStorage.setItem('x-test-id', 'evil');

    forgetStoredTestId();

    expect(sessionStorage.getItem('x-test-id')).toBeNull();
  });
});
