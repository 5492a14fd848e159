import { randomInt } from 'node:crypto';

/** Letters and digits without the look-alikes (0/O, 1/l/I), so a password read off a terminal is typed right. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const LENGTH = 20;

/** A password for a new admin: 20 characters from 57 (about 116 random bits), shown once. */
export function generatePassword(): string {
  let password = '';
  for (let i = 0; i < LENGTH; i += 1) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
