/** The Images port: where plot images live. Local disk standalone, Cloudinary in the cloud. */
export interface StoredImage {
  /** Stable id used to delete the image later. */
  publicId: string;
  /** URL of the large rendition, as the site links it. */
  url: string;
}

/** A layout plan as stored: kept whole (not cut to the photo widths), with its size in pixels, which are the plan's units. */
export interface StoredPlan extends StoredImage {
  width: number;
  height: number;
}

/** `put` was given bytes that do not decode as an image (corrupt, truncated, too many pixels). */
export class InvalidImageError extends Error {
  constructor(message = 'The bytes are not a readable image') {
    super(message);
    this.name = 'InvalidImageError';
  }
}

export interface ImageListOptions {
  /**
   * Only images stored before this instant. The orphan cleanup passes "now minus a grace period"
   * so an image uploaded for a plot form that is still open is never taken for an orphan.
   */
  createdBefore?: Date;
}

/** A link-preview picture (1200×630 JPEG): the bytes made here, or where the image host makes it. */
type LinkPreview = { jpeg: Buffer } | { redirectTo: string };

/** The link-preview picture's size (Open Graph's and Twitter's large card). */
export const LINK_PREVIEW_WIDTH = 1200;
export const LINK_PREVIEW_HEIGHT = 630;
/** Link previews over this many bytes are skipped by some apps (WhatsApp among them). */
export const LINK_PREVIEW_MAX_BYTES = 200_000;

export interface Images {
  /** Stores an image given as bytes already checked to be a real image; InvalidImageError if they do not decode. */
  put(bytes: Buffer): Promise<StoredImage>;
  /** Deletes by public id; deleting a missing image is not an error. */
  delete(publicId: string): Promise<void>;
  /** URL of a rendition of the given width (the site uses two: 480 and 960). */
  urlFor(publicId: string, width: number): string;
  /** The image as a link preview, cropped to fill 1200×630; null when no such image is stored. */
  linkPreview(publicId: string): Promise<LinkPreview | null>;
  /** Public ids of every stored image (each once), for the orphan-image cleanup. */
  list(options?: ImageListOptions): Promise<string[]>;
  /**
   * Stores a venture's layout plan (bytes already checked to be a real image): re-encoded (metadata
   * stripped, EXIF orientation applied), at full size up to LAYOUT_IMAGE_MAX_SIDE on its longer side
   * (never enlarged), with the width and height it was kept at; InvalidImageError if it does not
   * decode. `url` serves it whole. `delete` and `list` take its id like any image's.
   */
  putPlan(bytes: Buffer): Promise<StoredPlan>;
  /**
   * A picture made from a stored plan (the venture's link preview): `draw` gets the plan's bytes (at
   * most LINK_PREVIEW_WIDTH wide) and returns the picture. `variant` names the picture among those
   * of the plan (the availability's version): the local disk keeps the latest one beside the plan
   * (a new variant replaces it) and draws only once per variant; Cloudinary keeps nothing (the
   * CDN in front of the function caches the answer). null when no such plan is stored.
   */
  planPicture(publicId: string, variant: string, draw: (plan: Buffer) => Promise<Buffer>): Promise<Buffer | null>;
}
