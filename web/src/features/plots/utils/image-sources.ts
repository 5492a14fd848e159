/**
 * The `src` and `srcSet` of a plot image, so a phone downloads the 480 px rendition. Both image
 * stores name their two widths in the URL: local files end in -960.webp / -480.webp, Cloudinary
 * delivery URLs carry a w_960 / w_480 transformation (with f_auto,q_auto). Any other URL is used
 * as it is.
 */
export function imageSources(url: string): { src: string; srcSet?: string } {
  const local = /^(.*)-960\.webp$/.exec(url);
  if (local) return { src: url, srcSet: `${local[1]}-480.webp 480w, ${url} 960w` };
  const cloudinary = /^(https?:\/\/[^/]+\/[^/]+\/image\/upload\/(?:[^/]*,)?)w_960((?:,[^/]*)?\/.+)$/.exec(url);
  if (cloudinary) return { src: url, srcSet: `${cloudinary[1]}w_480${cloudinary[2]} 480w, ${url} 960w` };
  return { src: url };
}
