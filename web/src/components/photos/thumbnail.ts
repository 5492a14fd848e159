/** The local-disk adapter stores a 480-wide rendition beside the 960 one: a thumbnail needs no more. */
export function thumbnailUrl(url: string): string {
  return url.replace(/-960\.webp$/, '-480.webp');
}
