import type { LoadPublicRead } from '../../core/page-render';
import { HttpError } from '../../http/errors';
import type { PublicReads } from '../public-reads/public-reads';

/**
 * The renderer's window on the data: the same public reads the API answers. A record that does not
 * exist or a query that makes no sense is an answer the page deals with (a 404 page, a redirect);
 * anything else (the database is down) is a failure of the request.
 */
export function loadPublicRead(reads: PublicReads): LoadPublicRead {
  return async (key) => {
    try {
      return { status: 200, body: (await reads.get(key)).body };
    } catch (error) {
      if (error instanceof HttpError && (error.status === 400 || error.status === 404 || error.status === 422)) {
        return { status: error.status };
      }
      throw error;
    }
  };
}
