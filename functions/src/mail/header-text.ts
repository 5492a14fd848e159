/** One line of a header (a mail's subject): no line breaks or other control characters (they would split the header). */
export function headerText(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').trim();
}
