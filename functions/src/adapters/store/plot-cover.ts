import { withCoverImage } from '../../core/plot-images';
import type { PlotRecord } from '../../ports/store';

type PhotoFields = Pick<PlotRecord, 'images' | 'imageUrl' | 'imagePublicId'>;

/**
 * A plot write's photo fields with the cover rule applied (core/plot-images.ts), for both store
 * adapters: `imageUrl`/`imagePublicId` always name `images[0]`. A patch that names none of them is
 * left as it is; one that names only `imageUrl` makes that image the plot's one photo.
 */
export function withCoverOnWrite<T extends Partial<PhotoFields>>(record: T): T {
  if (record.images === undefined && record.imageUrl === undefined && record.imagePublicId === undefined) return record;
  const photos = withCoverImage({ images: record.images ?? [], imageUrl: record.imageUrl ?? '', imagePublicId: record.imagePublicId ?? '' });
  return { ...record, ...photos };
}
