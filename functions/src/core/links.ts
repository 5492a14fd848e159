/** Links to the business from any page, built from site settings (never hard-coded numbers), and to a lead from the back office. */

export function whatsappLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}


/**
 * A lead's number as WhatsApp needs it, with the country code: the forms take a 10-digit Indian
 * mobile number, which wa.me cannot reach without its 91 (a leading 0 is the trunk prefix).
 */
export function whatsappNumberOfLead(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}
