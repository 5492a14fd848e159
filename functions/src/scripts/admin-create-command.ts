import { parseArgs } from 'node:util';
import { adminUserCreateSchema } from '../core/schemas/auth';
import { englishMessage } from '../core/messages';
import { keyedErrors } from '../core/schemas/message-keys';
import { zodFields } from '../http/errors';
import { AuthError, type Auth } from '../ports/auth';

/**
 * `npm run admin:create -- --email x@y.z [--password …]`, split from its entry so tests can run
 * it: arguments are checked before the database is opened. Exit codes: 0 created, 1 refused
 * (the email has an admin already) or failed, 2 bad usage (unknown option, invalid email,
 * password out of range).
 */

export const USAGE = [
  'Usage: npm run admin:create -- --email <address> [--password <password>]',
  '',
  'Adds an admin who signs in at /admin/login. Without --password a password is generated and',
  'printed once. A password typed on the command line may stay in your shell history: prefer the',
  'generated one, and change it after signing in (Settings → Change Password).',
].join('\n');

export type AdminCreateArgs = { email: string; password?: string };

export type ParsedArgs = { ok: true; args: AdminCreateArgs } | { ok: false; exitCode: 0 | 2; message: string };

export function parseAdminCreateArgs(argv: string[]): ParsedArgs {
  let values: { email?: string | undefined; password?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, exitCode: 2, message: `${error instanceof Error ? error.message : String(error)}\n\n${USAGE}` };
  }
  if (values.help) return { ok: false, exitCode: 0, message: USAGE };
  if (values.email === undefined) return { ok: false, exitCode: 2, message: `--email is required.\n\n${USAGE}` };

  const parsed = adminUserCreateSchema.safeParse({ email: values.email, password: values.password }, { error: keyedErrors });
  if (!parsed.success) {
    const fields = zodFields(parsed.error);
    const problems = [
      fields.email ? `--email: ${englishMessage(fields.email)} (got "${values.email}")` : null,
      // Never echo the password.
      fields.password ? `--password: ${englishMessage(fields.password)}` : null,
    ].filter((line): line is string => line !== null);
    return { ok: false, exitCode: 2, message: problems.join('\n') };
  }
  return { ok: true, args: { email: parsed.data.email, ...(parsed.data.password !== undefined ? { password: parsed.data.password } : {}) } };
}

export interface CommandIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export async function createAdminCommand(auth: Auth, args: AdminCreateArgs, loginUrl: string, io: CommandIo): Promise<number> {
  try {
    const { user, generatedPassword } = await auth.createAdmin(args.email, args.password);
    io.out(`Admin created: ${user.email}`);
    if (generatedPassword) {
      io.out(`Password:      ${generatedPassword}`);
      io.out('               (shown only this once: copy it now, and change it after signing in)');
    } else {
      io.out('Password:      the one given with --password');
    }
    io.out(`Sign in at:    ${loginUrl}`);
    return 0;
  } catch (error) {
    if (error instanceof AuthError) {
      io.err(error.code === 'email_taken' ? `An admin with the email ${args.email} already exists. Nothing was changed.` : error.message);
      return error.code === 'email_taken' ? 1 : 2;
    }
    throw error;
  }
}
