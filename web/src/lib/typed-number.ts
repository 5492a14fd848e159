/**
 * Numbers as people type them into text boxes (inputMode numeric or decimal, so a phone shows its
 * number pad and nothing rounds what was typed), read the same way on every form.
 */

/** A price as typed ('45000', '45,000', '₹ 45,000') as a number; undefined for a blank or anything else. */
export function typedPrice(text: string): number | undefined {
  const cleaned = text.trim().replace(/[₹,\s]/g, '');
  return cleaned !== '' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : undefined;
}

/** A rate in % as typed ('5', '1.5', '7,5' with a decimal comma, '2 %'); NaN for a blank or anything else, which a schema names. */
export function typedPercent(text: string): number {
  const cleaned = text.trim().replace(',', '.').replace(/\s*%$/, '');
  return /^(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
