import { ApiError } from './api-client';

/**
 * The API answered 404: the record does not exist (a deleted update, a missing plot). Its own
 * module, so only the screens of single records load it (the home page's scripts stay small).
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
