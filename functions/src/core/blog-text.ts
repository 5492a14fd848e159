/**
 * Paragraphs of a post: content split on line breaks, blank lines dropped (docs/product.md: update detail).
 * Kept apart from schemas/blog.ts so the update page does not pull zod in with it.
 */
export function blogParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
