import type { Logger } from '../ports/logger';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';

/** What the handlers of events/ may use: ports only, so a Cloud trigger can call them with the Firebase adapters. */
export interface EventDeps {
  store: Store;
  images: Images;
  log: Logger;
}
