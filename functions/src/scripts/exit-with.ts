import { EnvError } from '../config/env';

/**
 * How every npm script ends: with the exit code its main resolves to, or with 1 after printing
 * what went wrong (for a bad environment, its list of problems without a stack).
 */
export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof EnvError ? error.message : error);
      process.exit(1);
    },
  );
}
