import { describe, expect, it } from 'vitest';
import { readSessionCookie } from './session-cookie';

const TOKEN = 'pSVg4-F6QAxV7oJH8Kx5Y1RmNioS0dT99nSpa1b1SZQ';

describe('readSessionCookie', () => {
  it.each([
    [`__session=${TOKEN}`, TOKEN],
    [`theme=dark; __session=${TOKEN}; lang=te`, TOKEN],
    [`  __session = ${TOKEN}  `, TOKEN],
    [`__session="${TOKEN}"`, TOKEN],
    [`__session=${TOKEN}; __session=${TOKEN}`, TOKEN],
    ['__session=a%20b', 'a b'],
  ])('reads %s', (header, expected) => {
    expect(readSessionCookie(header)).toBe(expected);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['other cookies only', 'theme=dark; session=abc; x__session=abc'],
    ['an empty value', '__session='],
    ['two different values (planted by a sibling host)', `__session=${TOKEN}; __session=planted`],
    ['a broken percent-encoding', '__session=%E0%A4%A'],
    ['an oversized value', `__session=${'a'.repeat(5000)}`],
  ])('answers null for %s', (_label, header) => {
    expect(readSessionCookie(header)).toBeNull();
  });
});
