import { MAX_IMAGE_BYTES } from '@core/constants';
import { MESSAGES } from '@core/messages';
import { ApiError } from '@/lib/api-client';

/** Why a file cannot be a photo before it is even sent ('' when it may be). */
export function fileProblem(file: { size: number; type: string }): string {
  if (file.size > MAX_IMAGE_BYTES) return MESSAGES.imageTooLarge;
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return MESSAGES.imageTypeNotAllowed;
  return '';
}

/** The server's own words for a refused image (too large, not an image, undecodable); the product's text for anything else. */
export function uploadFailureMessage(failure: unknown): string {
  return failure instanceof ApiError && [413, 415, 422].includes(failure.status) && failure.message ? failure.message : MESSAGES.imageUploadFailed;
}
