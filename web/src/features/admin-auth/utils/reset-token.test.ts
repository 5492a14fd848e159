import { describe, expect, it } from 'vitest';
import { resetToken } from './reset-token';

describe('resetToken', () => {
  it('reads the token of the mail the server sends', () => {
    expect(resetToken(new URLSearchParams('?token=abc_DEF-123'))).toBe('abc_DEF-123');
  });

  it("reads the code of Firebase's reset link", () => {
    expect(resetToken(new URLSearchParams('?mode=resetPassword&oobCode=Xy-9_z&apiKey=key&lang=en'))).toBe('Xy-9_z');
    expect(resetToken(new URLSearchParams('?oobCode=Xy-9_z'))).toBe('Xy-9_z');
  });

  it('prefers token when both are there', () => {
    expect(resetToken(new URLSearchParams('?token=mine&oobCode=theirs'))).toBe('mine');
  });

  it('is empty without either, or for a Firebase link of another kind', () => {
    expect(resetToken(new URLSearchParams(''))).toBe('');
    expect(resetToken(new URLSearchParams('?token='))).toBe('');
    expect(resetToken(new URLSearchParams('?mode=verifyEmail&oobCode=Xy-9_z'))).toBe('');
  });
});
