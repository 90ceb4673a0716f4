import { describe, expect, it, vi } from 'vitest';
import { checkPassword, passwords } from './password-hash';

describe('password hashes', () => {
  it('are argon2id with the OWASP parameters and a salt of their own', async () => {
    const a = await passwords.hash('Sommerregen 12');
    const b = await passwords.hash('Sommerregen 12');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await checkPassword(a, 'Sommerregen 12')).toBe(true);
    expect(await checkPassword(a, 'sommerregen 12')).toBe(false);
  });

  it('run the hash for a missing account too, and never accept it', async () => {
    const verify = vi.spyOn(passwords, 'verify');
    expect(await checkPassword(null, 'anything')).toBe(false);
    expect(await checkPassword(undefined, '')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('treat a malformed stored hash as a mismatch', async () => {
    expect(await checkPassword('not-a-hash', 'x')).toBe(false);
  });
});
