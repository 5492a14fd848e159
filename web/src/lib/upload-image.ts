import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

export interface UploadedImage {
  publicId: string;
  url: string;
}

/** POST /api/admin/uploads as multipart (one field `file`): the server checks, re-encodes and stores it. */
export function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  return api.upload<UploadedImage>(adminApiPaths.uploads(), body);
}
