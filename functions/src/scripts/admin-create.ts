import { createConsoleLogger } from '../adapters/logger/console-logger';
import { createFirebaseAuthOnly } from '../composition/firebase';
import { createLocalDeps } from '../composition/local';
import { localOrigin } from '../composition/mail-and-origin';
import { loadEnv } from '../config/env';
import { createAdminCommand, parseAdminCreateArgs } from './admin-create-command';
import { exitWith } from './exit-with';

/**
 * `npm run admin:create -- --email x@y.z [--password …]`: adds an admin to DATA_DIR's database
 * (the running server may stay up: SQLite in WAL mode takes the second connection), or with
 * BACKEND=firebase to Firebase Auth with the `admin` claim. See admin-create-command.ts for the
 * rules and exit codes.
 */
async function main(): Promise<number> {
  const parsed = parseAdminCreateArgs(process.argv.slice(2));
  if (!parsed.ok) {
    (parsed.exitCode === 0 ? console.log : console.error)(parsed.message);
    return parsed.exitCode;
  }
  const env = loadEnv();
  const log = createConsoleLogger({ quiet: true });
  // BACKEND=firebase: the admin goes to Firebase Auth (with the admin claim); Firestore and Cloudinary are not needed.
  const deps = env.backend === 'firebase' ? createFirebaseAuthOnly(env, { log }) : await createLocalDeps(env, { log });
  try {
    const loginUrl = `${env.publicOrigin ?? localOrigin(env)}/admin/login`;
    return await createAdminCommand(deps.auth, parsed.args, loginUrl, { out: console.log, err: console.error });
  } finally {
    await deps.close();
  }
}

exitWith(main);
