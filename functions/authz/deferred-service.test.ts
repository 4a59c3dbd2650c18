import { describe, expect, it } from 'vitest';
import type { AuthorizationService } from './authorization-service';
import { deferredService } from './deferred-service';

const allowAll = { check: async () => true } as unknown as AuthorizationService;

describe('deferredService', () => {
  it('makes the service on the first call only, and answers through it', async () => {
    // Prepare
    let made = 0;
    const service = deferredService(async () => {
      made += 1;
      return allowAll;
    });
    // Act
    const before = made;
    const answers = [await service.check({ user: 'user:a', relation: 'viewer', object: 'form:1' }), await service.check({ user: 'user:b', relation: 'viewer', object: 'form:1' })];
    // Assess
    expect(before).toBe(0);
    expect(made).toBe(1);
    expect(answers).toEqual([true, true]);
  });

  it('fails the call when the service cannot be made', async () => {
    const service = deferredService(async () => {
      throw new Error('Missing configuration: environment variable OPENFGA_STORE_ID must be set.');
    });

    await expect(service.listObjects({ user: 'user:a', relation: 'viewer', type: 'form' })).rejects.toThrow(/OPENFGA_STORE_ID/);
  });
});
