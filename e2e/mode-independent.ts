import { it } from 'vitest';
import { BACKEND } from './harness';

/**
 * A test of what the browser does whatever is behind the API: a layout, a check made before
 * anything is sent, a draft, keyboard use, a server failure the test itself fakes (page.route).
 * The page's code and the API's validation are the same in both modes, so such a test runs in the
 * standalone run and is skipped in the Firebase-mode run, which re-runs a file for the paths that
 * differ there (the stores, the images, the triggers). Vitest lists it as skipped there.
 */
export const itModeIndependent = BACKEND === 'firebase' ? it.skip : it;
