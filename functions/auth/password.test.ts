import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the password a hash was made from', async () => {
    const stored = await hashPassword('correct horse battery staple');

    const verified = await verifyPassword('correct horse battery staple', stored);

    expect(verified).toBe(true);
  });

  it('rejects any other password', async () => {
    const stored = await hashPassword('correct horse battery staple');

    const verified = await verifyPassword('Correct horse battery staple', stored);

    expect(verified).toBe(false);
  });

  it('salts every hash, so equal passwords never share a stored value', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);

    expect(first).not.toBe(second);
  });

  it('keeps its scrypt parameters in the stored string', async () => {
    const stored = await hashPassword('secret');

    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]{43}$/);
  });

  it('answers false, without throwing, for malformed or tampered stored values', async () => {
    const stored = await hashPassword('secret');
    const parts = stored.split('$');
    const tampered = [...parts.slice(0, 5), Buffer.alloc(32, 1).toString('base64url')].join('$');
    const hugeCost = ['scrypt', 2 ** 30, 8, 1, parts[4], parts[5]].join('$');

    const answers = await Promise.all(
      ['', 'plain-text', 'bcrypt$x', tampered, hugeCost].map((value) => verifyPassword('secret', value)),
    );

    expect(answers).toEqual([false, false, false, false, false]);
  });
});
