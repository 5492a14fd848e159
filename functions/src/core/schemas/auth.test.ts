import { describe, expect, it } from 'vitest';
import { englishMessage, MESSAGES } from '../messages';
import { adminUserCreateSchema, changePasswordSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema } from './auth';

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.map(String).join('.')] ??= englishMessage(issue.message);
  return fields;
}

describe('loginSchema', () => {
  it('needs both fields and lowercases the email, without judging its format', () => {
    expect(loginSchema.parse({ email: ' Priya@Example.com ', password: ' pw ' })).toEqual({ email: 'priya@example.com', password: ' pw ' });
    expect(loginSchema.parse({ email: 'priya', password: 'x' }).email).toBe('priya');
    expect(fieldErrors(loginSchema.safeParse({}))).toEqual({ email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired });
  });
});

describe('changePasswordSchema', () => {
  it.each([
    [{ newPassword: '', confirmPassword: '' }, { newPassword: MESSAGES.newPasswordRequired, confirmPassword: MESSAGES.confirmPasswordRequired }],
    [{ newPassword: '12345', confirmPassword: '12345' }, { newPassword: MESSAGES.passwordTooShort }],
    [{ newPassword: 'abcdef', confirmPassword: 'abcdeg' }, { confirmPassword: 'Passwords do not match' }],
  ])('%j → %j', (input, fields) => {
    expect(fieldErrors(changePasswordSchema.safeParse(input))).toEqual(fields);
  });

  it('accepts 6 to 128 characters that match', () => {
    expect(changePasswordSchema.safeParse({ newPassword: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
    expect(changePasswordSchema.safeParse({ newPassword: 'a'.repeat(128), confirmPassword: 'a'.repeat(128) }).success).toBe(true);
    expect(changePasswordSchema.safeParse({ newPassword: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) }).success).toBe(false);
  });
});

describe('forgotPasswordSchema', () => {
  it("asks for the email first, in the original's words", () => {
    expect(fieldErrors(forgotPasswordSchema.safeParse({ email: '  ' }))).toEqual({ email: 'Please enter your email address first' });
    expect(fieldErrors(forgotPasswordSchema.safeParse({ email: 'x' }))).toEqual({ email: MESSAGES.emailInvalid });
    expect(forgotPasswordSchema.parse({ email: 'Priya@Example.com' })).toEqual({ email: 'priya@example.com' });
  });
});

describe('resetPasswordSchema', () => {
  it('needs the token and two matching passwords', () => {
    expect(fieldErrors(resetPasswordSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }))).toEqual({ token: MESSAGES.invalidResetLink });
    expect(fieldErrors(resetPasswordSchema.safeParse({ token: 't', password: 'abcdef', confirmPassword: 'x' }))).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
  });
});

describe('adminUserCreateSchema', () => {
  it('takes a valid email and an optional password (blank = generate one)', () => {
    expect(adminUserCreateSchema.parse({ email: 'Sita@Example.com' })).toEqual({ email: 'sita@example.com' });
    expect(adminUserCreateSchema.parse({ email: 'sita@example.com', password: '' })).toEqual({ email: 'sita@example.com' });
    expect(fieldErrors(adminUserCreateSchema.safeParse({ email: 'sita@example.com', password: '123' }))).toEqual({ password: MESSAGES.passwordTooShort });
  });
});
