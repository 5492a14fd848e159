import type { ApiErrorBody } from '@core/schemas/api-error';
import { ApiError } from '@/lib/api-client';

export interface UploadedImage {
  publicId: string;
  url: string;
}

/**
 * POST /api/admin/uploads as multipart (one field `file`). Not through the JSON client: the
 * browser must set the multipart boundary itself. The custom header keeps the CSRF guard happy.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/admin/uploads', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'fetch' },
      body,
    });
  } catch {
    throw new ApiError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const error = (data as Partial<ApiErrorBody> | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? 'http_error', error?.message ?? `Upload failed (${response.status})`, error?.fields ?? {});
  }
  return data as UploadedImage;
}
