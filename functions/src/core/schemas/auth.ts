import { z } from 'zod';
import { MAX_EMAIL_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { emailField, isoDate } from './fields';
import { messageKey } from '../message-key';

/**
 * Forms of the admin sign-in, password and admin-user screens (docs/product.md §2, §5). The SPA
 * validates with these before sending, the server again on arrival, in the same words.
 */

/** A new password: required, 6 to 128 characters. Not trimmed: spaces are characters too. */
function newPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, messageKey('passwordTooShort'))
    .max(PASSWORD_MAX_LENGTH, messageKey('passwordTooLong'));
}

function confirmation() {
  return z.string({ error: messageKey('confirmPasswordRequired') }).min(1, messageKey('confirmPasswordRequired'));
}

/**
 * Sign-in: both fields required, nothing more. The email's format is deliberately not checked:
 * a malformed address is answered like any other failure, 'Invalid email or password' (401).
 */
export const loginSchema = z.object({
  email: z
    .string({ error: messageKey('emailRequired') })
    .trim()
    .min(1, messageKey('emailRequired'))
    .transform((value) => value.toLowerCase()),
  password: z.string({ error: messageKey('passwordRequired') }).min(1, messageKey('passwordRequired')),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Settings → Change Password: 'Passwords do not match' is reported on the confirmation field. */
export const changePasswordSchema = z
  .object({
    newPassword: newPassword(messageKey('newPasswordRequired')),
    confirmPassword: confirmation(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messageKey('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** 'Forgot your password?': the email must be typed first. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: messageKey('emailFirst') })
    .trim()
    .min(1, messageKey('emailFirst'))
    .max(MAX_EMAIL_LENGTH, messageKey('emailInvalid'))
    .pipe(z.email(messageKey('emailInvalid')))
    .transform((value) => value.toLowerCase()),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The reset page: the token from the link, the new password twice. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: messageKey('invalidResetLink') }).trim().min(1, messageKey('invalidResetLink')).max(512, messageKey('invalidResetLink')),
    password: newPassword(messageKey('passwordRequired')),
    confirmPassword: confirmation(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messageKey('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Settings → Admin users → Add: without a password, the server generates one and shows it once. */
export const adminUserCreateSchema = z.object({
  email: emailField,
  password: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value === '') ? undefined : value),
    newPassword(messageKey('passwordRequired')).optional(),
  ),
});
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared for its type (the z.infer below): nothing parses with it
const adminUserSchema = z.object({ id: z.string(), email: z.string(), createdAt: isoDate });
/** An admin as the API shows it. Never carries a password or a hash. */
export type AdminUser = z.infer<typeof adminUserSchema>;
