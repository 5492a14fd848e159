import { AuthError, type Auth } from '../../ports/auth';

/**
 * The very first start has no admin, and admins exist only by invitation, so the server makes
 * one: from ADMIN_EMAIL / ADMIN_PASSWORD when set, else with a placeholder address and a
 * generated password that is printed once (firstAdminBanner) and never again.
 */

export const DEFAULT_FIRST_ADMIN_EMAIL = 'admin@example.com';

export interface FirstAdmin {
  email: string;
  /** Present when no ADMIN_PASSWORD was given: the only time anyone sees it. */
  generatedPassword?: string;
}

/** Creates the first admin when there is none; null when admins exist already. */
export async function ensureFirstAdmin(
  auth: Auth,
  options: { email?: string | undefined; password?: string | undefined } = {},
): Promise<FirstAdmin | null> {
  if ((await auth.countAdmins()) > 0) return null;
  try {
    const { user, generatedPassword } = await auth.createAdmin(options.email ?? DEFAULT_FIRST_ADMIN_EMAIL, options.password);
    return { email: user.email, ...(generatedPassword ? { generatedPassword } : {}) };
  } catch (error) {
    // Another process started at the same moment and made it: that one prints the password.
    if (error instanceof AuthError && error.code === 'email_taken') return null;
    throw error;
  }
}

/** The console box that shows the first admin's sign-in once. */
export function firstAdminBanner(admin: FirstAdmin, loginUrl: string): string {
  const lines = [
    'First start: an admin account was created.',
    '',
    `  Sign in at   ${loginUrl}`,
    `  Email        ${admin.email}`,
    admin.generatedPassword ? `  Password     ${admin.generatedPassword}` : '  Password     the one in ADMIN_PASSWORD',
    '',
    ...(admin.generatedPassword
      ? ['This password is shown only this once: copy it now.', 'After signing in, change it under Settings → Change Password,']
      : ['After signing in, you may remove ADMIN_PASSWORD from the environment.', 'Under Settings you can change the password and']),
    admin.generatedPassword ? 'and add your own admins under Settings → Admin users.' : 'add your own admins (Settings → Admin users).',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const border = '─'.repeat(width + 4);
  return ['', `  ┌${border}┐`, ...lines.map((line) => `  │  ${line.padEnd(width)}  │`), `  └${border}┘`, ''].join('\n');
}
