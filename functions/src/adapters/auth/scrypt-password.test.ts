import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password';
import { hashPassword, needsRehash, verifyPassword, type ScryptParams } from './scrypt-password';

const FAST: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

describe('scrypt password hashes', () => {
  it('verifies the right password and nothing else', async () => {
    const stored = await hashPassword('Amaravati#2025', FAST);
    expect(await verifyPassword('Amaravati#2025', stored)).toBe(true);
    expect(await verifyPassword('amaravati#2025', stored)).toBe(false);
    expect(await verifyPassword('Amaravati#2025 ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: the same password twice gives two different strings', async () => {
    const first = await hashPassword('same password', FAST);
    const second = await hashPassword('same password', FAST);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same password', first)).toBe(true);
    expect(await verifyPassword('same password', second)).toBe(true);
  });

  it('stores the parameters with the hash', async () => {
    expect(await hashPassword('x'.repeat(8), { N: 2 ** 11, r: 4, p: 2 })).toMatch(/^\$scrypt\$ln=11,r=4,p=2\$/);
  });

  it('treats canonically equal Unicode spellings as the same password', async () => {
    const composed = 'café-ఆ'.normalize('NFC');
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed, FAST))).toBe(true);
  });

  it('caps the password at 128 characters before hashing', async () => {
    const stored = await hashPassword('a'.repeat(128) + 'ignored', FAST);
    expect(await verifyPassword('a'.repeat(128), stored)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['another algorithm', '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g'],
    ['a cost too high to compute', '$scrypt$ln=40,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a truncated hash', '$scrypt$ln=10,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$'],
  ])('never matches %s as the stored hash', async (_label, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
    expect(needsRehash(stored, FAST)).toBe(true);
  });

  it('asks for a rehash only when the stored parameters are weaker', async () => {
    const stored = await hashPassword('password', FAST);
    expect(needsRehash(stored, FAST)).toBe(false);
    expect(needsRehash(stored, { N: 2 ** 9, r: 8, p: 1 })).toBe(false);
    expect(needsRehash(stored, { N: 2 ** 11, r: 8, p: 1 })).toBe(true);
    expect(needsRehash(stored, { N: 2 ** 10, r: 8, p: 2 })).toBe(true);
  });

  it('refuses parameters that are not a power of two', async () => {
    await expect(hashPassword('password', { N: 1000, r: 8, p: 1 })).rejects.toThrow(/power of two/);
  });
});

describe('generatePassword', () => {
  it('makes 20 unambiguous characters, different every time', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
  });
});
