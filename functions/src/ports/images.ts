/** The Images port: where plot images live. Local disk standalone, Cloudinary in the cloud. */
export interface StoredImage {
  /** Stable id used to delete the image later. */
  publicId: string;
  /** URL of the large rendition, as the site links it. */
  url: string;
}

export interface Images {
  /** Stores an image given as bytes already checked to be a real image. */
  put(bytes: Buffer): Promise<StoredImage>;
  /** Deletes by public id; deleting a missing image is not an error. */
  delete(publicId: string): Promise<void>;
  /** URL of a rendition of the given width (the site uses two: 480 and 960). */
  urlFor(publicId: string, width: number): string;
}
