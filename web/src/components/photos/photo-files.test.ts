import { MAX_IMAGE_BYTES } from '@core/constants';
import { MESSAGES } from '@core/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fileProblem, uploadFailureMessage } from './photo-files';

describe('photo files', () => {
  it('refuses files too large or not images before sending them', () => {
    expect(fileProblem({ size: 1000, type: 'image/webp' })).toBe('');
    expect(fileProblem({ size: MAX_IMAGE_BYTES + 1, type: 'image/png' })).toBe(MESSAGES.imageTooLarge);
    expect(fileProblem({ size: 10, type: 'text/plain' })).toBe(MESSAGES.imageTypeNotAllowed);
    expect(fileProblem({ size: 10, type: 'image/svg+xml' })).toBe(MESSAGES.imageTypeNotAllowed);
  });

  it("gives the server's reason for a refused image, the product's text for anything else", () => {
    expect(uploadFailureMessage(new ApiError(422, 'invalid_image', 'The file is not a readable image'))).toBe('The file is not a readable image');
    expect(uploadFailureMessage(new ApiError(500, 'internal', 'x'))).toBe(MESSAGES.imageUploadFailed);
    expect(uploadFailureMessage(new TypeError('network'))).toBe(MESSAGES.imageUploadFailed);
  });
});
