/** Telugu script (U+0C00–U+0C7F). */
const TELUGU = /[\u0C00-\u0C7F]/;

/** Zero-width joiners some Telugu keyboards put inside words, and case, do not change a name. */
function normalise(text: string): string {
  return text.normalize('NFC').replace(/[\u200C\u200D]/g, '').trim().toLowerCase();
}

/**
 * A place typed in Telugu, as the plots spell it: plots store their location in English, so a
 * search for తుళ్లూరు looks for the region whose Telugu name holds the typed words and searches its
 * English name (Thullur). Anything else — English, or Telugu no region is called — is searched as
 * typed.
 */
export function placeNameForSearch(typed: string, regions: readonly { region: string; regionTe: string }[]): string {
  if (!TELUGU.test(typed)) return typed;
  const wanted = normalise(typed);
  const exact = regions.find((region) => region.regionTe && normalise(region.regionTe) === wanted);
  const partial = exact ?? regions.find((region) => region.regionTe && normalise(region.regionTe).includes(wanted));
  return partial?.region || typed;
}
