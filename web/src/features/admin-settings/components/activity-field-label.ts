/** Words written in capitals wherever they stand in a field's name. */
const ACRONYMS: Record<string, string> = { id: 'ID', ids: 'IDs', url: 'URL', ip: 'IP', rera: 'RERA', ec: 'EC', emi: 'EMI', og: 'OG' };

/**
 * A field of the activity trail as an admin reads it: the stored name in words, first letter
 * capital ('pricePerSqYard' → 'Price per sq yard', 'ResidentialPriceMin' → 'Residential price
 * min', 'imageUrl' → 'Image URL'), a Telugu text's name saying so ('titleTe' → 'Title (Telugu)').
 * The trail keeps the stored name (the API, the store); only the page words it.
 */
export function activityFieldLabel(field: string): string {
  const telugu = /^[a-zA-Z]+Te$/.test(field);
  const base = telugu ? field.slice(0, -2) : field;
  const words = base
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  if (words.length === 0) return field;
  const [first, ...rest] = words;
  const label = [first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join(' ');
  return telugu ? `${label} (Telugu)` : label;
}
